import { AppKitError } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import {
  LOCAL_CHAIN,
  makeTransaction,
  OTHER_CHAIN,
  spamNft,
  TEST_ADDRESS,
} from '../testing/transactionFixtures.js'
import { createActivityStore, type FetchPageParameters } from './createActivityStore.js'
import type { TransactionPage } from './Transaction.js'

/** A fetchPage whose answers the test releases one by one. */
function controlledPages() {
  const calls: {
    parameters: FetchPageParameters
    resolve(page: TransactionPage): void
    reject(error: unknown): void
  }[] = []
  const fetchPage = (parameters: FetchPageParameters) =>
    new Promise<TransactionPage>((resolve, reject) => calls.push({ parameters, resolve, reject }))
  return { calls, fetchPage }
}

const page = (ids: string[], next: string | null): TransactionPage => ({
  data: ids.map((id) => makeTransaction(id)),
  next,
})

describe("spec §4 'Transaction history: loading, then loaded with next cursor'", () => {
  it('is loading while the first page is fetched, then holds it with the next cursor', async () => {
    const pages = controlledPages()
    const history = createActivityStore({ fetchPage: pages.fetchPage, timeZone: 'UTC' })
    const done = history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(history.store.getState()).toMatchObject({
      loading: true,
      empty: false,
      transactions: [],
    })
    expect(pages.calls[0]?.parameters).toMatchObject({
      address: TEST_ADDRESS,
      chainId: LOCAL_CHAIN,
    })
    expect(pages.calls[0]?.parameters.cursor).toBeUndefined()
    pages.calls[0]!.resolve(page(['1', '2'], 'cursor-2'))
    await done
    const state = history.store.getState()
    expect(state).toMatchObject({
      loading: false,
      empty: false,
      next: 'cursor-2',
      error: undefined,
    })
    expect(state.transactions.map((t) => t.id)).toEqual(['1', '2'])
    expect(state.groups[0]?.months[0]?.transactions).toHaveLength(2)
  })

  it('loadMore sends the cursor and appends the next page; the last page clears the cursor', async () => {
    const pages = controlledPages()
    const history = createActivityStore({ fetchPage: pages.fetchPage })
    const first = history.load(TEST_ADDRESS, LOCAL_CHAIN)
    pages.calls[0]!.resolve(page(['1', '2'], 'cursor-2'))
    await first
    const second = history.loadMore()
    expect(history.store.getState().loading).toBe(true)
    expect(pages.calls[1]?.parameters.cursor).toBe('cursor-2')
    pages.calls[1]!.resolve(page(['2', '3'], null))
    await second
    const state = history.store.getState()
    expect(state.transactions.map((t) => t.id)).toEqual(['1', '2', '3'])
    expect(state.next).toBeUndefined()
    await history.loadMore()
    expect(pages.calls).toHaveLength(2)
  })

  it('asks for one page at a time', async () => {
    const pages = controlledPages()
    const history = createActivityStore({ fetchPage: pages.fetchPage })
    const first = history.load(TEST_ADDRESS, LOCAL_CHAIN)
    pages.calls[0]!.resolve(page(['1'], 'c'))
    await first
    void history.loadMore()
    void history.loadMore()
    void history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(pages.calls).toHaveLength(2)
  })

  it('is empty when the account has no transaction', async () => {
    const history = createActivityStore({ fetchPage: async () => page([], null) })
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(history.store.getState()).toMatchObject({
      empty: true,
      loading: false,
      error: undefined,
    })
  })

  it('hides spam and other chains (spec §5) and is not empty while a further page may have some', async () => {
    const history = createActivityStore({
      fetchPage: async () => ({
        data: [
          makeTransaction('spam', { transfers: [spamNft] }),
          makeTransaction('other', { metadata: { chain: OTHER_CHAIN } }),
        ],
        next: 'more',
      }),
    })
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(history.store.getState()).toMatchObject({ transactions: [], empty: false, next: 'more' })
  })

  it('counts pending transactions', async () => {
    const history = createActivityStore({
      fetchPage: async () => ({
        data: [makeTransaction('p', { metadata: { status: 'pending' } }), makeTransaction('c')],
        next: null,
      }),
    })
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(history.store.getState().pending).toBe(1)
  })
})

describe("spec §4 'on failure empty is true and cursor cleared'", () => {
  it("sets empty, clears the cursor and reports the failure (the 'Failed to fetch transactions' toast)", async () => {
    const pages = controlledPages()
    const onFailure = vi.fn()
    const history = createActivityStore({ fetchPage: pages.fetchPage, onFailure })
    const first = history.load(TEST_ADDRESS, LOCAL_CHAIN)
    pages.calls[0]!.resolve(page(['1'], 'cursor-2'))
    await first
    const more = history.loadMore()
    pages.calls[1]!.reject(new Error('HTTP 500'))
    await more
    const state = history.store.getState()
    expect(state).toMatchObject({ empty: true, next: undefined, loading: false })
    expect(state.error).toBeInstanceOf(AppKitError)
    expect(onFailure).toHaveBeenCalledTimes(1)
    expect(onFailure.mock.calls[0]?.[0]).toBe(state.error)
    // No cursor: nothing more is asked for until the list is loaded again.
    await history.loadMore()
    expect(pages.calls).toHaveLength(2)
  })

  it('a refresh after a failure starts again from the first page', async () => {
    let fail = true
    const history = createActivityStore({
      fetchPage: async () => {
        if (fail) throw new Error('down')
        return page(['1'], null)
      },
    })
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(history.store.getState().empty).toBe(true)
    fail = false
    await history.load(TEST_ADDRESS, LOCAL_CHAIN, { refresh: true })
    expect(history.store.getState()).toMatchObject({ empty: false, error: undefined })
    expect(history.store.getState().transactions).toHaveLength(1)
  })
})

describe('accounts and chains', () => {
  it('starts over for another chain and drops the answer meant for the previous one', async () => {
    const pages = controlledPages()
    const history = createActivityStore({ fetchPage: pages.fetchPage })
    const first = history.load(TEST_ADDRESS, LOCAL_CHAIN)
    const second = history.load(TEST_ADDRESS, OTHER_CHAIN)
    expect(pages.calls[0]?.parameters.signal.aborted).toBe(true)
    pages.calls[0]!.resolve(page(['late'], 'x'))
    pages.calls[1]!.resolve({
      data: [makeTransaction('other', { metadata: { chain: OTHER_CHAIN } })],
      next: null,
    })
    await Promise.all([first, second])
    const state = history.store.getState()
    expect(state.chainId).toBe(OTHER_CHAIN)
    expect(state.transactions.map((t) => t.id)).toEqual(['other'])
  })

  it('does not fetch the same account and chain again unless refreshed', async () => {
    const fetchPage = vi.fn(async () => page(['1'], null))
    const history = createActivityStore({ fetchPage })
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    await history.load(TEST_ADDRESS, LOCAL_CHAIN, { refresh: true })
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('reset forgets the list and abandons a fetch in flight', async () => {
    const pages = controlledPages()
    const history = createActivityStore({ fetchPage: pages.fetchPage })
    const first = history.load(TEST_ADDRESS, LOCAL_CHAIN)
    history.reset()
    pages.calls[0]!.resolve(page(['1'], null))
    await first
    expect(history.store.getState()).toMatchObject({
      address: undefined,
      transactions: [],
      loading: false,
    })
  })
})
