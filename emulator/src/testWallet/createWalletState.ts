import { type Address, type Hash, isAddress } from 'viem'
import type { TestWalletChain, TestWalletStorage } from './types.js'

/** A wallet_sendCalls bundle (EIP-5792) the wallet sent, for wallet_getCallsStatus. */
export interface CallBundle {
  /** The id returned to the page (the caller's, or 32 random bytes as hex). */
  id: string
  chainId: number
  from: Address
  /** How many calls the bundle had; more than the hashes when sending stopped early. */
  callCount: number
  /** The transactions sent, one per call, in order. */
  transactionHashes: Hash[]
}

/** At most this many bundles are remembered (the oldest are forgotten first). */
export const CALL_BUNDLE_LIMIT = 100

/** What the wallet remembers across a page reload. */
export interface TestWalletState {
  /** Whether the page was given the accounts (eth_requestAccounts approved, not revoked). */
  connected: boolean
  /** Index of the selected account; eth_accounts lists it first. */
  accountIndex: number
  /** The active chain. */
  chainId: number
  /** Chains added with wallet_addEthereumChain. */
  addedChains: TestWalletChain[]
  /** Bundles sent with wallet_sendCalls, the newest last (at most CALL_BUNDLE_LIMIT). */
  callBundles: CallBundle[]
}

export interface WalletStateStore {
  get(): TestWalletState
  set(patch: Partial<TestWalletState>): void
}

export interface CreateWalletStateParameters {
  storage: TestWalletStorage | undefined
  key: string
  initial: TestWalletState
  /** Whether a state read back from storage is still usable (chain known, account exists). */
  accept: (state: TestWalletState) => boolean
}

const version = 1

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isChain(value: unknown): value is TestWalletChain {
  if (!isRecord(value)) return false
  const currency = value.nativeCurrency
  return (
    Number.isSafeInteger(value.chainId) &&
    typeof value.rpcUrl === 'string' &&
    typeof value.name === 'string' &&
    (currency === undefined ||
      (isRecord(currency) &&
        typeof currency.name === 'string' &&
        typeof currency.symbol === 'string' &&
        Number.isSafeInteger(currency.decimals)))
  )
}

const bundleIdPattern = /^0x[0-9a-fA-F]{1,8192}$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/

/** Whether `value` is a bundle id EIP-5792 allows: 0x-prefixed hex, at most 4096 bytes. */
export function isCallBundleId(value: unknown): value is string {
  return typeof value === 'string' && bundleIdPattern.test(value)
}

function isCallBundle(value: unknown): value is CallBundle {
  if (!isRecord(value)) return false
  const { id, chainId, from, callCount, transactionHashes } = value
  return (
    isCallBundleId(id) &&
    Number.isSafeInteger(chainId) &&
    typeof from === 'string' &&
    isAddress(from, { strict: false }) &&
    Number.isSafeInteger(callCount) &&
    Array.isArray(transactionHashes) &&
    transactionHashes.length >= 1 &&
    transactionHashes.length <= (callCount as number) &&
    transactionHashes.every((hash) => typeof hash === 'string' && hashPattern.test(hash))
  )
}

/** The stored bundles that are still well-formed (a state saved before bundles existed has none). */
function parseCallBundles(value: unknown): CallBundle[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(isCallBundle)
    .slice(-CALL_BUNDLE_LIMIT)
    .map(({ id, chainId, from, callCount, transactionHashes }) => ({
      id,
      chainId,
      from,
      callCount,
      transactionHashes: [...transactionHashes],
    }))
}

function parseState(text: string | null): TestWalletState | undefined {
  if (text === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(value) || value.version !== version) return undefined
  const { connected, accountIndex, chainId, addedChains, callBundles } = value
  if (typeof connected !== 'boolean') return undefined
  if (!Number.isSafeInteger(accountIndex) || !Number.isSafeInteger(chainId)) return undefined
  if (!Array.isArray(addedChains) || !addedChains.every(isChain)) return undefined
  return {
    connected,
    accountIndex: accountIndex as number,
    chainId: chainId as number,
    addedChains,
    callBundles: parseCallBundles(callBundles),
  }
}

/**
 * The wallet's state, written to storage (sessionStorage in a browser) on every change and
 * read back, versioned and validated, when the wallet is created again after a reload. A
 * missing, blocked or corrupt storage just means starting from `initial`.
 */
export function createWalletState({
  storage,
  key,
  initial,
  accept,
}: CreateWalletStateParameters): WalletStateStore {
  let restored: TestWalletState | undefined
  try {
    restored = parseState(storage?.getItem(key) ?? null)
  } catch {
    restored = undefined
  }
  let state: TestWalletState = restored && accept(restored) ? restored : initial

  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch }
      try {
        storage?.setItem(key, JSON.stringify({ version, ...state }))
      } catch {
        // Storage full or blocked: the wallet keeps working, it just forgets on reload.
      }
    },
  }
}
