import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdentityCache } from './createIdentityCache.js'

const ALICE = { name: 'alice.appkit.id', avatar: null }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("spec §9 'ENS and identity cache 5 min'", () => {
  it('asks once per address within 5 minutes, again after', async () => {
    const fetch = vi.fn(async () => ALICE)
    const cache = createIdentityCache({ fetch })
    expect(await cache.get('0xAbC')).toEqual(ALICE)
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(await cache.get('0xabc')).toEqual(ALICE)
    expect(fetch).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await cache.get('0xabc')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps addresses apart', async () => {
    const fetch = vi.fn(async (address: string) => ({ name: address, avatar: null }))
    const cache = createIdentityCache({ fetch })
    expect((await cache.get('0x1')).name).toBe('0x1')
    expect((await cache.get('0x2')).name).toBe('0x2')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shares a fetch in flight', async () => {
    const fetch = vi.fn(async () => ALICE)
    const cache = createIdentityCache({ fetch })
    await Promise.all([cache.get('0x1'), cache.get('0x1')])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('does not cache a failure', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(ALICE)
    const cache = createIdentityCache({ fetch })
    await expect(cache.get('0x1')).rejects.toThrow('down')
    expect(await cache.get('0x1')).toEqual(ALICE)
  })

  it('set records a known identity (the name just registered) for 5 minutes', async () => {
    const fetch = vi.fn(async () => ({ name: null, avatar: null }))
    const cache = createIdentityCache({ fetch })
    cache.set('0x1', ALICE)
    expect(cache.peek('0x1')).toEqual(ALICE)
    expect(await cache.get('0x1')).toEqual(ALICE)
    expect(fetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5 * 60_000)
    expect(cache.peek('0x1')).toBeUndefined()
  })
})
