import { describe, expect, it } from 'vitest'
import { createFaults, faultMatches, parseFault } from './faults.js'

describe('createFaults', () => {
  it('makes the next N matching requests fail, then lets them through', () => {
    const faults = createFaults()
    faults.add({ path: '/appkit/v1/config', status: 503, times: 2 })
    expect(faults.take('GET', '/getWallets')).toBeUndefined()
    expect(faults.take('GET', '/appkit/v1/config')?.status).toBe(503)
    expect(faults.list()).toEqual([{ path: '/appkit/v1/config', status: 503, times: 1 }])
    expect(faults.take('GET', '/appkit/v1/config')?.status).toBe(503)
    expect(faults.take('GET', '/appkit/v1/config')).toBeUndefined()
    expect(faults.list()).toEqual([])
  })

  it('uses faults in the order they were armed', () => {
    const faults = createFaults()
    faults.add({ path: '/getWallets', status: 429, times: 1 })
    faults.add({ path: '/getWallets', status: 500, times: 1 })
    expect(faults.take('GET', '/getWallets')?.status).toBe(429)
    expect(faults.take('GET', '/getWallets')?.status).toBe(500)
  })

  it('clear() disarms every fault', () => {
    const faults = createFaults()
    faults.add({ path: '/rpc/*', status: 502, times: 5 })
    faults.clear()
    expect(faults.take('POST', '/rpc/31337')).toBeUndefined()
  })

  it('two fault switches share nothing', () => {
    const first = createFaults()
    const second = createFaults()
    first.add({ path: '/e', status: 500, times: 1 })
    expect(second.take('POST', '/e')).toBeUndefined()
  })
})

describe('faultMatches', () => {
  it('matches an exact path, a prefix ending in *, and an optional method', () => {
    expect(faultMatches({ path: '/rpc/*', times: 1 }, 'POST', '/rpc/1337')).toBe(true)
    expect(faultMatches({ path: '/rpc/*', times: 1 }, 'POST', '/rpcx')).toBe(false)
    expect(faultMatches({ path: '/getWallets', times: 1 }, 'GET', '/getWallets/x')).toBe(false)
    expect(faultMatches({ path: '/e', method: 'post', times: 1 }, 'GET', '/e')).toBe(false)
    expect(faultMatches({ path: '/e', method: 'post', times: 1 }, 'POST', '/e')).toBe(true)
  })
})

describe('parseFault', () => {
  it('accepts the documented shape and defaults times to 1', () => {
    expect(parseFault({ path: '/appkit/v1/config', status: 503 })).toEqual({
      ok: true,
      fault: { path: '/appkit/v1/config', status: 503, times: 1 },
    })
    expect(
      parseFault({
        path: '/x',
        status: 429,
        times: 2,
        body: '{bad',
        delayMs: 10,
        headers: { 'Retry-After': '1' },
      }),
    ).toEqual({
      ok: true,
      fault: {
        path: '/x',
        status: 429,
        times: 2,
        body: '{bad',
        delayMs: 10,
        headers: { 'Retry-After': '1' },
      },
    })
  })

  it('accepts a delay without a status (a slow answer, not a failed one)', () => {
    expect(parseFault({ path: '/x', delayMs: 50 })).toEqual({
      ok: true,
      fault: { path: '/x', delayMs: 50, times: 1 },
    })
  })

  it.each([
    [null, 'Expected a JSON object'],
    [[], 'Expected a JSON object'],
    [{ status: 500 }, "'path' must be a string starting with '/'"],
    [{ path: 'x', status: 500 }, "'path' must be a string starting with '/'"],
    [{ path: '/x', status: 99 }, "'status' must be an integer from 100 to 599"],
    [{ path: '/x', status: 500.5 }, "'status' must be an integer from 100 to 599"],
    [{ path: '/x' }, "Give 'status', 'delayMs' or both"],
    [{ path: '/x', status: 500, times: 0 }, "'times' must be a positive integer"],
    [{ path: '/x', delayMs: -1 }, "'delayMs' must be a number of milliseconds, 0 or more"],
    [{ path: '/x', status: 500, headers: { a: 1 } }, "'headers' must be an object of strings"],
  ])('rejects %j', (input, message) => {
    expect(parseFault(input)).toEqual({ ok: false, message })
  })
})
