import type { WalletListing } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { hasMoreWallets, initialWalletPages, walletPagesReducer } from './walletPages.js'

const wallet = (id: string): WalletListing => ({ id, name: id })

/** The unsearched list after its first page: `ids` received of `count`. */
function firstPageOf(ids: readonly string[], count: number) {
  const requested = walletPagesReducer(initialWalletPages, {
    type: 'request',
    search: '',
    page: 1,
    requestId: 1,
  })
  return walletPagesReducer(requested, {
    type: 'loaded',
    requestId: 1,
    wallets: ids.map(wallet),
    count,
    received: ids.length,
  })
}

describe('walletPagesReducer', () => {
  it('loads page 1 first, then appends the next page while more remain', () => {
    let state = walletPagesReducer(initialWalletPages, {
      type: 'request',
      search: '',
      page: 1,
      requestId: 1,
    })
    expect(state.status).toBe('loading')
    state = walletPagesReducer(state, {
      type: 'loaded',
      requestId: 1,
      wallets: [wallet('a'), wallet('b')],
      count: 3,
      received: 2,
    })
    expect(state).toMatchObject({ page: 1, status: 'idle' })
    expect(hasMoreWallets(state)).toBe(true)
    state = walletPagesReducer(state, { type: 'request', search: '', page: 2, requestId: 2 })
    state = walletPagesReducer(state, {
      type: 'loaded',
      requestId: 2,
      wallets: [wallet('b'), wallet('c')],
      count: 3,
      received: 2,
    })
    expect(state.wallets.map((w) => w.id)).toEqual(['a', 'b', 'c'])
    expect(hasMoreWallets(state)).toBe(false)
  })

  it('a new search starts over and an older answer is ignored', () => {
    let state = walletPagesReducer(initialWalletPages, {
      type: 'request',
      search: '',
      page: 1,
      requestId: 1,
    })
    state = walletPagesReducer(state, { type: 'request', search: 'rain', page: 1, requestId: 2 })
    state = walletPagesReducer(state, {
      type: 'loaded',
      requestId: 1,
      wallets: [wallet('old')],
      count: 1,
      received: 1,
    })
    expect(state.wallets).toEqual([])
    expect(state.stale).toBe(false)
    state = walletPagesReducer(state, {
      type: 'loaded',
      requestId: 2,
      wallets: [wallet('rainbow')],
      count: 1,
      received: 1,
    })
    expect(state).toMatchObject({ search: 'rain', status: 'idle' })
    expect(state.wallets.map((w) => w.id)).toEqual(['rainbow'])
  })

  it('a failure keeps the loaded wallets and records the error for Try again', () => {
    let state = walletPagesReducer(initialWalletPages, {
      type: 'request',
      search: '',
      page: 1,
      requestId: 1,
    })
    state = walletPagesReducer(state, { type: 'failed', requestId: 1, error: new Error('x') })
    expect(state.status).toBe('failed')
    state = walletPagesReducer(state, { type: 'request', search: '', page: 1, requestId: 2 })
    expect(state.status).toBe('loading')
    expect(state.error).toBeUndefined()
  })

  it('an empty page ends the list even if the count says otherwise', () => {
    let state = walletPagesReducer(initialWalletPages, {
      type: 'request',
      search: '',
      page: 1,
      requestId: 1,
    })
    state = walletPagesReducer(state, {
      type: 'loaded',
      requestId: 1,
      wallets: [],
      count: 10,
      received: 0,
    })
    expect(hasMoreWallets(state)).toBe(false)
  })

  it('a new search keeps the previous list on screen, marked stale and with nothing more to load, until its first page replaces it', () => {
    let state = firstPageOf(['a', 'rainbow'], 80)
    state = walletPagesReducer(state, { type: 'request', search: 'rain', page: 1, requestId: 2 })
    expect(state).toMatchObject({ search: 'rain', status: 'loading', stale: true, page: 0 })
    expect(state.wallets.map((w) => w.id)).toEqual(['a', 'rainbow'])
    expect(hasMoreWallets(state)).toBe(false)
    state = walletPagesReducer(state, {
      type: 'loaded',
      requestId: 2,
      wallets: [wallet('rainbow'), wallet('rainbow')],
      count: 1,
      received: 2,
    })
    expect(state).toMatchObject({ stale: false, status: 'idle', page: 1 })
    expect(state.wallets.map((w) => w.id)).toEqual(['rainbow'])
  })

  it("a new search that fails drops the previous list, so 'Failed to load wallets' shows alone", () => {
    let state = firstPageOf(['a'], 1)
    state = walletPagesReducer(state, { type: 'request', search: 'zz', page: 1, requestId: 2 })
    state = walletPagesReducer(state, { type: 'failed', requestId: 2, error: new Error('down') })
    expect(state).toMatchObject({ wallets: [], stale: false, status: 'failed' })
  })
})
