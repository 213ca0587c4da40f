import { ed25519 } from '@noble/curves/ed25519'
import { TEST_MNEMONIC } from '../../defaults.js'
import { encodeBase58 } from '../../solana/base58.js'
import { deriveSolanaKeypair, type SolanaKeypair } from '../../solana/deriveSolanaKeypair.js'
import { createPromptQueue } from '../createPromptQueue.js'
import { disconnectedError, userRejectedError } from '../ProviderRpcError.js'
import { testWalletIcon } from '../testWalletIcon.js'
import type { TestWalletPrompt, TestWalletStorage } from '../types.js'
import { signWireTransaction } from './signWireTransaction.js'
import type {
  SignMessageInput,
  SignTransactionInput,
  StandardEventsListener,
  StandardWallet,
  StandardWalletAccount,
} from './WalletStandard.js'

/** A Solana cluster the wallet can send to: its Wallet Standard chain and RPC URL. */
export interface SolanaTestWalletChain {
  /** e.g. 'solana:localnet'. */
  chain: `solana:${string}`
  rpcUrl: string
}

export interface CreateSolanaTestWalletOptions {
  chains: readonly SolanaTestWalletChain[]
  /** Shows a request to the user; resolves true to approve. One at a time. */
  prompt: TestWalletPrompt
  /** Default: the Hardhat test mnemonic (the emulator funds m/44'/501'/i'/0'). */
  mnemonic?: string
  /** How many keypairs to derive. Default 3. */
  accountCount?: number
  autoApprove?: boolean
  /** Where `connected` survives a reload (sessionStorage in a browser). */
  storage?: TestWalletStorage
  storageKey?: string
  origin?: string
  /** Default 'AppKit Solana Test Wallet'. */
  name?: string
  icon?: string
  fetch?: typeof fetch
}

export interface SolanaTestWalletHandle {
  /** The Wallet Standard wallet object to register. */
  wallet: StandardWallet
  /** The derived addresses, in derivation order. */
  addresses(): Promise<readonly string[]>
  /** Disconnects from the wallet side: a change event with no accounts. */
  disconnect(): void
  /** Ends the wallet: later requests fail with 4900. */
  destroy(): void
}

const FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

function readConnected(storage: TestWalletStorage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === '1'
  } catch {
    return false
  }
}

/**
 * A Wallet Standard Solana wallet holding the mnemonic's test keypairs: connect, sign message,
 * sign (and send) transactions through the emulator's Solana RPC, each after `prompt`.
 */
export function createSolanaTestWallet(
  options: CreateSolanaTestWalletOptions,
): SolanaTestWalletHandle {
  if (options.chains.length === 0) throw new Error('Solana test wallet: at least one chain')
  const mnemonic = options.mnemonic ?? TEST_MNEMONIC
  const count = options.accountCount ?? 3
  const storageKey = options.storageKey ?? 'dev.appkit.testwallet.solana'
  const origin = options.origin ?? 'unknown'
  const chains = options.chains.map((entry) => entry.chain)
  const prompt = createPromptQueue(async (request) => !destroyed && options.prompt(request))
  const listeners = new Set<StandardEventsListener>()
  let keypairs: Promise<SolanaKeypair[]> | undefined
  let connected = readConnected(options.storage, storageKey)
  let accounts: StandardWalletAccount[] = []
  let destroyed = false

  const loadKeypairs = () => {
    keypairs ??= Promise.all(
      Array.from({ length: count }, (_, i) => deriveSolanaKeypair(mnemonic, i)),
    )
    return keypairs
  }
  const toAccount = (keypair: SolanaKeypair): StandardWalletAccount =>
    Object.freeze({
      address: keypair.address,
      publicKey: keypair.publicKey,
      chains,
      features: FEATURES,
      label: `Test account ${keypair.path}`,
    })

  function setConnected(next: boolean, list: StandardWalletAccount[]): void {
    connected = next
    accounts = list
    try {
      if (next) options.storage?.setItem(storageKey, '1')
      else options.storage?.removeItem(storageKey)
    } catch {
      // Storage may be blocked; the connection then lasts until reload.
    }
    for (const listener of listeners) listener({ accounts })
  }

  async function confirm(method: string, params: unknown, summary: string): Promise<void> {
    if (destroyed) throw disconnectedError()
    if (options.autoApprove) return
    const approved = await prompt({ method, params, origin, summary })
    if (destroyed) throw disconnectedError()
    if (!approved) throw userRejectedError()
  }

  async function keypairOf(account: StandardWalletAccount): Promise<SolanaKeypair> {
    const keypair = (await loadKeypairs()).find((k) => k.address === account?.address)
    if (!connected || !keypair) {
      throw new Error('The requested account has not been authorized by the user.')
    }
    return keypair
  }

  async function sendRaw(chain: string | undefined, wire: Uint8Array): Promise<string> {
    const target = options.chains.find((entry) => entry.chain === (chain ?? chains[0]))
    if (!target) throw new Error(`Solana test wallet: unknown chain ${String(chain)}`)
    const response = await (options.fetch ?? fetch)(target.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [btoa(String.fromCharCode(...wire)), { encoding: 'base64' }],
      }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (typeof body.result !== 'string') {
      throw new Error(body.error?.message ?? 'Solana test wallet: sendTransaction failed')
    }
    return body.result
  }

  const decoder = new TextDecoder()
  const wallet: StandardWallet = {
    version: '1.0.0',
    name: options.name ?? 'AppKit Solana Test Wallet',
    icon: options.icon ?? testWalletIcon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const list = (await loadKeypairs()).map(toAccount)
          if (connected) {
            accounts = list
            return { accounts }
          }
          if (input?.silent) return { accounts: [] }
          await confirm('standard:connect', { chains }, 'Connect')
          setConnected(true, list)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (connected) setConnected(false, [])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: StandardEventsListener) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: SignMessageInput[]) {
          const outputs = []
          for (const input of inputs) {
            const keypair = await keypairOf(input.account)
            const text = decoder.decode(input.message)
            await confirm('solana:signMessage', { message: text }, `Sign message: ${text}`)
            const signature = ed25519.sign(input.message, keypair.secretKey)
            outputs.push({ signedMessage: input.message, signature, signatureType: 'ed25519' })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: SignTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            const keypair = await keypairOf(input.account)
            await confirm('solana:signTransaction', { chain: input.chain }, 'Sign a transaction')
            outputs.push({ signedTransaction: signWireTransaction(input.transaction, keypair) })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: SignTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            const keypair = await keypairOf(input.account)
            await confirm(
              'solana:signAndSendTransaction',
              { chain: input.chain },
              `Sign and send a transaction on ${input.chain ?? chains[0]}`,
            )
            const signed = signWireTransaction(input.transaction, keypair)
            const signature = await sendRaw(input.chain, signed)
            outputs.push({ signature: decodeSignature(signature, signed) })
          }
          return outputs
        },
      },
    },
  }

  return {
    wallet,
    addresses: async () => (await loadKeypairs()).map((keypair) => keypair.address),
    disconnect: () => setConnected(false, []),
    destroy() {
      destroyed = true
      listeners.clear()
    },
  }
}

/** The signature bytes: the RPC's answer is the first signature of the signed transaction. */
function decodeSignature(base58: string, signed: Uint8Array): Uint8Array {
  const first = signed.slice(1, 65)
  if (encodeBase58(first) !== base58) throw new Error('Solana RPC returned another signature')
  return first
}
