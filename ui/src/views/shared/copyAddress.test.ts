import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyAddress } from './copyAddress.js'

afterEach(() => vi.unstubAllGlobals())

describe('copyAddress', () => {
  it("writes the address to the clipboard and says 'Address copied'", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const show = vi.fn()
    await copyAddress('0xabc', { show })
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(show).toHaveBeenCalledWith('success', 'Address copied')
  })

  it('says it could not copy when the clipboard refuses (no permission, no secure context)', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    })
    const show = vi.fn()
    await copyAddress('0xabc', { show })
    expect(show).toHaveBeenCalledWith('error', 'Could not copy the address')
  })
})
