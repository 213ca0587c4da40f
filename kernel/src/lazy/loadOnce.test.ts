import { describe, expect, it } from 'vitest'
import { loadOnce } from './loadOnce.js'

describe('loadOnce', () => {
  it('loads once and shares the promise among callers', async () => {
    let calls = 0
    const load = loadOnce(async () => ({ id: ++calls }))
    const [a, b] = await Promise.all([load(), load()])
    expect(a).toBe(b)
    expect(await load()).toBe(a)
    expect(calls).toBe(1)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0
    const load = loadOnce(async () => {
      calls++
      if (calls === 1) throw new Error('chunk failed to download')
      return 'module'
    })
    await expect(load()).rejects.toThrow('chunk failed to download')
    await expect(load()).resolves.toBe('module')
    await expect(load()).resolves.toBe('module')
    expect(calls).toBe(2)
  })
})
