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
