import type { TestWalletChain, TestWalletStorage } from './types.js'

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

function parseState(text: string | null): TestWalletState | undefined {
  if (text === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(value) || value.version !== version) return undefined
  const { connected, accountIndex, chainId, addedChains } = value
  if (typeof connected !== 'boolean') return undefined
  if (!Number.isSafeInteger(accountIndex) || !Number.isSafeInteger(chainId)) return undefined
  if (!Array.isArray(addedChains) || !addedChains.every(isChain)) return undefined
  return {
    connected,
    accountIndex: accountIndex as number,
    chainId: chainId as number,
    addedChains,
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
