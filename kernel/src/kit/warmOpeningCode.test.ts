import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmOpeningCode } from './warmOpeningCode.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('warmOpeningCode', () => {
  it('runs the first open’s fetch-and-decode path against its own answers: nothing reaches the network', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('the warm-up must not fetch')))
    vi.stubGlobal('fetch', fetch)
    const responses = vi.spyOn(globalThis, 'Response')
    await expect(warmOpeningCode()).resolves.toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
    // Both calls ran through the pipeline: each answered with its own body.
    expect(responses).toHaveBeenCalledTimes(2)
    expect(responses.mock.calls.map(([body]) => body)).toEqual([
      '{"features":[]}',
      '{"allowedOrigins":[]}',
    ])
  })
})
