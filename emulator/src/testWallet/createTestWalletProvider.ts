import { type Address, numberToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { TEST_MNEMONIC } from '../defaults.js'
import { createEventEmitter } from './createEventEmitter.js'
import { createJsonRpcClient } from './createJsonRpcClient.js'
import { createPromptQueue } from './createPromptQueue.js'
import { createWalletState, type TestWalletState } from './createWalletState.js'
import { describeRequest } from './describeRequest.js'
import { routeRequest } from './methods/routeRequest.js'
import { setConnected } from './methods/setConnected.js'
import type { TestWalletContext } from './methods/TestWalletContext.js'
import {
  disconnectedError,
  ProviderRpcError,
  unauthorizedError,
  userRejectedError,
} from './ProviderRpcError.js'
import type {
  TestWalletChain,
  TestWalletPrompt,
  TestWalletProvider,
  TestWalletStorage,
} from './types.js'

export interface CreateTestWalletProviderOptions {
  /** Every chain the wallet may use (the emulator: 31337 at :8545 and 1337 at :8546). */
  chains: readonly TestWalletChain[]
  /** Shows a request to the user; resolves true to approve. Calls are queued, one at a time. */
  prompt: TestWalletPrompt
  /** Default: the Hardhat test mnemonic, whose accounts the emulator's chains prefund. */
  mnemonic?: string
  /** How many accounts to derive (m/44'/60'/0'/0/i). Default 3. */
  accountCount?: number
  /**
   * The chain ids the wallet knows at first (default: every chain). Switching to another one
   * fails with 4902 until wallet_addEthereumChain adds it.
   */
  supportedChainIds?: readonly number[]
  /** Approve every request without prompting. Default false. */
  autoApprove?: boolean
  /** Where the state survives a reload (sessionStorage in a browser). */
  storage?: TestWalletStorage
  /** Storage key; installTestWallet uses the rdns. */
  storageKey?: string
  /** The page origin shown in prompts. */
  origin?: string
  fetch?: typeof fetch
}

/** The provider plus the controls a test (or the wallet's own UI) uses. */
export interface TestWalletHandle {
  provider: TestWalletProvider
  /** Every derived address, in derivation order. */
  addresses: readonly Address[]
  /** Makes account `index` the selected one; a connected page gets accountsChanged. */
  selectAccount(index: number): void
  /** Disconnects the page from the wallet side: accountsChanged []. */
  disconnect(): void
  /** Ends the provider: emits disconnect (4900); every later request fails with 4900. */
  destroy(): void
}

function checkOptions(options: CreateTestWalletProviderOptions, supported: readonly number[]) {
  const ids = options.chains.map((chain) => chain.chainId)
  if (new Set(ids).size !== ids.length) throw new Error('Test wallet: chain ids must be unique')
  if (supported.length === 0) throw new Error('Test wallet: at least one chain must be supported')
  for (const chainId of supported) {
    if (!ids.includes(chainId)) {
      throw new Error(`Test wallet: supported chain ${chainId} is not in chains`)
    }
  }
  const count = options.accountCount ?? 3
  if (!Number.isInteger(count) || count < 1) {
    throw new Error('Test wallet: accountCount must be a positive integer')
  }
}

function readArguments(args: unknown): { method: string; params: unknown } {
  if (
    typeof args !== 'object' ||
    args === null ||
    typeof (args as { method?: unknown }).method !== 'string'
  ) {
    throw new ProviderRpcError(-32600, 'Invalid request: expected { method: string, params? }')
  }
  const { method, params } = args as { method: string; params?: unknown }
  return { method, params }
}

/**
 * An EIP-1193 provider holding the mnemonic's test accounts. Signing and connecting go through
 * `prompt` (one at a time), reads go to the active chain's RPC URL, and the connection,
 * selected account, active chain and added chains survive a reload through `storage`.
 */
export function createTestWalletProvider(
  options: CreateTestWalletProviderOptions,
): TestWalletHandle {
  const supportedChainIds =
    options.supportedChainIds ?? options.chains.map((chain) => chain.chainId)
  checkOptions(options, supportedChainIds)
  const mnemonic = options.mnemonic ?? TEST_MNEMONIC
  const accounts = Array.from({ length: options.accountCount ?? 3 }, (_, addressIndex) =>
    mnemonicToAccount(mnemonic, { addressIndex }),
  )
  const addresses = accounts.map((account) => account.address)
  const supportedChains = options.chains.filter((chain) =>
    supportedChainIds.includes(chain.chainId),
  )
  const knownChainsOf = (state: TestWalletState) => [...supportedChains, ...state.addedChains]
  const state = createWalletState({
    storage: options.storage,
    key: options.storageKey ?? 'dev.appkit.testwallet',
    initial: {
      connected: false,
      accountIndex: 0,
      chainId: supportedChains[0]!.chainId,
      addedChains: [],
      callBundles: [],
    },
    accept: (restored) =>
      restored.accountIndex < accounts.length &&
      knownChainsOf(restored).some((chain) => chain.chainId === restored.chainId),
  })
  const emitter = createEventEmitter()
  let destroyed = false
  // Requests still waiting in the queue when the wallet ends are never shown.
  const prompt = createPromptQueue(async (request) => !destroyed && options.prompt(request))
  const rpc = createJsonRpcClient(options.fetch)
  const origin = options.origin ?? 'unknown'
  let submissions: Promise<unknown> = Promise.resolve()

  const context: TestWalletContext = {
    accounts,
    state,
    origin,
    emit: (event, payload) => emitter.emit(event, payload),
    async confirm(method, params) {
      if (options.autoApprove) return
      const nativeCurrency = context.activeChain().nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      const summary = describeRequest({ method, params, nativeCurrency })
      const approved = await prompt({ method, params, origin, summary })
      if (destroyed) throw disconnectedError()
      if (!approved) throw userRejectedError()
    },
    knownChains: () => knownChainsOf(state.get()),
    configuredChain: (chainId) => options.chains.find((chain) => chain.chainId === chainId),
    activeChain() {
      const { chainId } = state.get()
      return context.knownChains().find((chain) => chain.chainId === chainId)!
    },
    rpc,
    connectedAddresses() {
      const { connected, accountIndex } = state.get()
      if (!connected) return []
      const selected = addresses[accountIndex]!
      return [selected, ...addresses.filter((address) => address !== selected)]
    },
    requireAccount(address) {
      const wanted = typeof address === 'string' ? address.toLowerCase() : undefined
      const account = state.get().connected
        ? accounts.find((candidate) => candidate.address.toLowerCase() === wanted)
        : undefined
      if (!account) throw unauthorizedError()
      return account
    },
    exclusive(task) {
      const result = submissions.then(task)
      submissions = result.catch(() => undefined)
      return result
    },
    pendingBundleIds: new Set(),
  }

  const provider: TestWalletProvider = {
    isAppKitTestWallet: true,
    async request(args) {
      if (destroyed) throw disconnectedError()
      const { method, params } = readArguments(args)
      return routeRequest(context, method, params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    once(event, listener) {
      emitter.once(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    off(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    isConnected: () => !destroyed,
  }

  // EIP-1193 'connect': the provider can serve the active chain. Deferred so that listeners
  // attached right after creation hear it.
  queueMicrotask(() => {
    if (!destroyed) emitter.emit('connect', { chainId: numberToHex(context.activeChain().chainId) })
  })

  return {
    provider,
    addresses,
    selectAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new Error(`Test wallet: no account at index ${index}`)
      }
      if (state.get().accountIndex === index) return
      state.set({ accountIndex: index })
      if (state.get().connected) emitter.emit('accountsChanged', context.connectedAddresses())
    },
    disconnect: () => setConnected(context, false),
    destroy() {
      if (destroyed) return
      destroyed = true
      emitter.emit('disconnect', disconnectedError())
      emitter.removeAllListeners()
    },
  }
}
