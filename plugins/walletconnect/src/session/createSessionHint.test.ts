import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { createSessionHint } from './createSessionHint.js'

describe('createSessionHint', () => {
  it('writes, reads back and clears the hint under the kit prefix', () => {
    const adapter = createMemoryStorage()
    const hint = createSessionHint(createStorage({ adapter, prefix: 'kitA' }))
    expect(hint.read()).toBeUndefined()
    hint.write({ topic: 'abc', chainId: 31337 })
    expect(hint.read()).toEqual({ topic: 'abc', chainId: 31337 })
    expect(createSessionHint(createStorage({ adapter, prefix: 'kitB' })).read()).toBeUndefined()
    hint.clear()
    expect(hint.read()).toBeUndefined()
  })

  it('discards a tampered entry', () => {
    const adapter = createMemoryStorage()
    adapter.setItem('appkit:v1:walletConnectSession', JSON.stringify({ topic: 1 }))
    const hint = createSessionHint(createStorage({ adapter, onWarning: () => {} }))
    expect(hint.read()).toBeUndefined()
  })
})
