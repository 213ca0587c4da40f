import type { WalletListing } from '@appkit/kernel'

export interface WalletPagesState {
  search: string
  wallets: readonly WalletListing[]
  /** The last page loaded (1-based); 0 before the first. */
  page: number
  /** Entries the API reported for this search. */
  count: number
  /** Entries received so far, before local filtering. */
  received: number
  /** Whether the last page came back empty (nothing more to ask for). */
  exhausted: boolean
  status: 'idle' | 'loading' | 'failed'
  /**
   * The wallets shown are the previous search's, kept on screen while this search's first page
   * loads (no spinner and no new grid between two lists); replaced when it answers.
   */
  stale: boolean
  error?: unknown
  /** Identifies the request in flight: answers to older requests are ignored. */
  requestId: number
}

export type WalletPagesAction =
  | { type: 'request'; search: string; page: number; requestId: number }
  | {
      type: 'loaded'
      requestId: number
      wallets: readonly WalletListing[]
      count: number
      received: number
    }
  | { type: 'failed'; requestId: number; error: unknown }

export const initialWalletPages: WalletPagesState = {
  search: '',
  wallets: [],
  page: 0,
  count: 0,
  received: 0,
  exhausted: false,
  status: 'idle',
  stale: false,
  requestId: 0,
}

/**
 * The AllWallets list: page 1 first, then the next page on demand; a new search starts over,
 * showing the previous list (stale) until its first page answers, or fails. Duplicates (same
 * id) from overlapping pages are dropped.
 */
export function walletPagesReducer(
  state: WalletPagesState,
  action: WalletPagesAction,
): WalletPagesState {
  switch (action.type) {
    case 'request': {
      const base =
        action.search === state.search
          ? state
          : { ...initialWalletPages, wallets: state.wallets, stale: state.wallets.length > 0 }
      const { error: _error, ...rest } = base
      return {
        ...rest,
        search: action.search,
        page: action.page - 1,
        status: 'loading',
        requestId: action.requestId,
      }
    }
    case 'loaded': {
      if (action.requestId !== state.requestId) return state
      const kept = state.stale ? [] : state.wallets
      const seen = new Set(kept.map((wallet) => wallet.id))
      const fresh = action.wallets.filter((wallet) => {
        if (seen.has(wallet.id)) return false
        seen.add(wallet.id)
        return true
      })
      return {
        ...state,
        wallets: [...kept, ...fresh],
        stale: false,
        page: state.page + 1,
        count: action.count,
        received: state.received + action.received,
        exhausted: action.received === 0,
        status: 'idle',
      }
    }
    case 'failed':
      if (action.requestId !== state.requestId) return state
      // The previous search's list is not this search's: the failure shows on its own.
      if (state.stale)
        return { ...state, wallets: [], stale: false, status: 'failed', error: action.error }
      return { ...state, status: 'failed', error: action.error }
  }
}

/** Whether another page may be asked for. */
export function hasMoreWallets(state: WalletPagesState): boolean {
  return state.page > 0 && !state.exhausted && state.received < state.count
}
