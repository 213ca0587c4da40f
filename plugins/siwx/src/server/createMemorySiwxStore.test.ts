import { describe, expect, it } from 'vitest'
import { createMemorySiwxStore } from './createMemorySiwxStore.js'
import type { StoredSiwxSession } from './SiwxServerStore.js'
import { describeSiwxServerStore } from './testing/describeSiwxServerStore.js'

describeSiwxServerStore('createMemorySiwxStore', async () => ({ store: createMemorySiwxStore() }))

describe('createMemorySiwxStore list and clear', () => {
  it('lists every kept session whatever its owner, and clear forgets sessions and nonces', async () => {
    const store = createMemorySiwxStore()
    const now = Date.now()
    const kept = (owner: string): StoredSiwxSession => ({
      owner,
      chainId: 'eip155:1',
      accountAddress: '0xabc',
      expiresAt: null,
      session: {} as StoredSiwxSession['session'],
    })
    await store.addNonce('nonce-one', now + 60_000)
    await store.addNonce('nonce-two', now + 60_000)
    expect(await store.spendNonceAndAddSession('nonce-one', now, kept('a'))).toBe(true)
    expect(await store.spendNonceAndAddSession('nonce-two', now, kept('b'))).toBe(true)
    expect(store.list().map((session) => session.owner)).toEqual(['a', 'b'])
    await store.addNonce('nonce-three', now + 60_000)
    store.clear()
    expect(store.list()).toEqual([])
    expect(await store.spendNonceAndAddSession('nonce-three', now, kept('c'))).toBe(false)
  })
})

describe('createMemorySiwxStore maxNonces', () => {
  it('keeps at most maxNonces unspent nonces, dropping the oldest', async () => {
    const store = createMemorySiwxStore({ maxNonces: 2 })
    const now = Date.now()
    for (const nonce of ['nonce-one', 'nonce-two', 'nonce-three']) {
      await store.addNonce(nonce, now + 60_000)
    }
    expect(await store.hasNonce('nonce-one', now)).toBe(false)
    expect(await store.hasNonce('nonce-two', now)).toBe(true)
    expect(await store.hasNonce('nonce-three', now)).toBe(true)
  })
})
