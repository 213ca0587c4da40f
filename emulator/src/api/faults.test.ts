import { describe, expect, it } from 'vitest'
import { createFaults, faultMatches, parseFault } from './faults.js'

describe('createFaults', () => {
  it('makes the next N matching requests fail, then lets them through', () => {
    const faults = createFaults()
    faults.add({ path: '/appkit/v1/config', status: 503, times: 2 })
    expect(faults.take('api', 'GET', '/getWallets')).toBeUndefined()
    expect(faults.take('api', 'GET', '/appkit/v1/config')?.status).toBe(503)
    expect(faults.list()).toEqual([{ path: '/appkit/v1/config', status: 503, times: 1 }])
    expect(faults.take('api', 'GET', '/appkit/v1/config')?.status).toBe(503)
    expect(faults.take('api', 'GET', '/appkit/v1/config')).toBeUndefined()
    expect(faults.list()).toEqual([])
  })

  it('uses faults in the order they were armed', () => {
    const faults = createFaults()
    faults.add({ path: '/getWallets', status: 429, times: 1 })
    faults.add({ path: '/getWallets', status: 500, times: 1 })
    expect(faults.take('api', 'GET', '/getWallets')?.status).toBe(429)
    expect(faults.take('api', 'GET', '/getWallets')?.status).toBe(500)
  })

  it('clear() disarms every fault', () => {
    const faults = createFaults()
    faults.add({ path: '/rpc/*', status: 502, times: 5 })
    faults.clear()
    expect(faults.take('api', 'POST', '/rpc/31337')).toBeUndefined()
  })

  it('clear() ends the wait of every delayed request (released() aborts) and arms a fresh signal', () => {
    const faults = createFaults()
    const before = faults.released()
    faults.clear()
    expect(before.aborted).toBe(true)
    expect(faults.released().aborted).toBe(false)
  })

  it('a fault armed on the secure site does not fire on the API server, and the reverse', () => {
    const faults = createFaults()
    faults.add({ service: 'secureSite', path: '/', status: 503, times: 1 })
    expect(faults.take('api', 'GET', '/')).toBeUndefined()
    expect(faults.take('secureSite', 'GET', '/')?.status).toBe(503)
    faults.add({ path: '/', status: 500, times: 1 })
    expect(faults.take('secureSite', 'GET', '/')).toBeUndefined()
  })

  it('two fault switches share nothing', () => {
    const first = createFaults()
    const second = createFaults()
    first.add({ path: '/e', status: 500, times: 1 })
    expect(second.take('api', 'POST', '/e')).toBeUndefined()
  })
})

describe('faultMatches', () => {
  it('matches an exact path, a prefix ending in *, and an optional method', () => {
    expect(faultMatches({ path: '/rpc/*', times: 1 }, 'api', 'POST', '/rpc/1337')).toBe(true)
    expect(faultMatches({ path: '/rpc/*', times: 1 }, 'api', 'POST', '/rpcx')).toBe(false)
    expect(faultMatches({ path: '/getWallets', times: 1 }, 'api', 'GET', '/getWallets/x')).toBe(
      false,
    )
    expect(faultMatches({ path: '/e', method: 'post', times: 1 }, 'api', 'GET', '/e')).toBe(false)
    expect(faultMatches({ path: '/e', method: 'post', times: 1 }, 'api', 'POST', '/e')).toBe(true)
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

  it('accepts a JSON-RPC method to match on the RPC proxy', () => {
    expect(parseFault({ path: '/rpc/31337', rpcMethod: 'eth_call', status: 503 })).toEqual({
      ok: true,
      fault: { path: '/rpc/31337', rpcMethod: 'eth_call', status: 503, times: 1 },
    })
    expect(parseFault({ path: '/rpc/1', rpcMethod: 7, status: 503 })).toEqual({
      ok: false,
      message: "'rpcMethod' must be a JSON-RPC method name",
    })
  })

  it('accepts a secure-site fault and a dropped connection', () => {
    expect(parseFault({ service: 'secureSite', path: '/', drop: true, times: 2 })).toEqual({
      ok: true,
      fault: { service: 'secureSite', path: '/', drop: true, times: 2 },
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
    [{ path: '/x' }, "Give 'status', 'delayMs', 'drop' or a mix"],
    [{ path: '/x', status: 500, drop: true }, "Give 'status' or 'drop', not both"],
    [{ path: '/x', drop: 'yes' }, "'drop' must be true or false"],
    [{ path: '/x', status: 500, service: 'relay' }, "'service' must be one of api, secureSite"],
    [{ path: '/x', status: 500, times: 0 }, "'times' must be a positive integer"],
    [{ path: '/x', delayMs: -1 }, "'delayMs' must be a number of milliseconds, 0 or more"],
    [{ path: '/x', status: 500, headers: { a: 1 } }, "'headers' must be an object of strings"],
  ])('rejects %j', (input, message) => {
    expect(parseFault(input)).toEqual({ ok: false, message })
  })
})
