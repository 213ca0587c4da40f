import { describe, expect, it, vi } from 'vitest'
import { mainnet, polygon } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createAppKit } from './createAppKit.js'

describe('createAppKit fires shouldCloseModal when the modal closes', () => {
  it('a tap returning false keeps the modal open; removing it lets the modal close', () => {
    vi.useFakeTimers()
    const kit = createAppKit({
      projectId: 'project-1',
      networks: [mainnet, polygon],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    const closed = vi.fn()
    kit.hooks.modalClosed.tap('test', closed)
    const keepOpen = kit.hooks.shouldCloseModal.tap('test:keep-open', () => false)
    kit.open()
    expect(kit.close()).toBe(false)
    expect(kit.router.store.getState().open).toBe(true)
    expect(closed).not.toHaveBeenCalled()
    keepOpen()
    expect(kit.close()).toBe(true)
    expect(kit.router.store.getState().open).toBe(false)
    expect(closed).toHaveBeenCalledOnce()
    kit.destroy()
    vi.useRealTimers()
  })
})
