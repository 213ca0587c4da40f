import { describe, expect, it, vi } from 'vitest'
import { lazyAction } from './lazyAction.js'

describe('lazyAction', () => {
  it('loads nothing until the first call, then once for every call, passing arguments through', async () => {
    const load = vi.fn(async () => async (a: number, b: number) => a + b)
    const add = lazyAction(load)
    expect(load).not.toHaveBeenCalled()
    await expect(Promise.all([add(1, 2), add(3, 4)])).resolves.toEqual([3, 7])
    expect(load).toHaveBeenCalledOnce()
  })

  it('a failed load fails that call and is tried again on the next', async () => {
    const load = vi
      .fn<() => Promise<() => Promise<string>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(async () => 'sent')
    const send = lazyAction(load)
    await expect(send()).rejects.toThrow('chunk failed')
    await expect(send()).resolves.toBe('sent')
  })
})
