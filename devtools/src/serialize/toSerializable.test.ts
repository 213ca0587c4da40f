import { AppKitError, UserRejectedRequestError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { toSerializable } from './toSerializable.js'

const limits = { maxDepth: 4, maxKeys: 3, maxItems: 2, maxString: 5, maxNodes: 1000 }

describe('toSerializable (hostile payloads become plain JSON)', () => {
  it('keeps plain JSON as it is and drops undefined properties', () => {
    const value = { a: 1, b: 'x', c: [true, null], d: { e: 2 }, f: undefined }
    expect(toSerializable(value)).toEqual({ a: 1, b: 'x', c: [true, null], d: { e: 2 } })
  })

  it('marks cycles as [Circular] but prints a shared, acyclic value twice', () => {
    const cyclic: Record<string, unknown> = { name: 'root' }
    cyclic.self = cyclic
    cyclic.list = [cyclic]
    const shared = { x: 1 }
    expect(toSerializable(cyclic)).toEqual({
      name: 'root',
      self: '[Circular]',
      list: ['[Circular]'],
    })
    expect(toSerializable({ a: shared, b: shared })).toEqual({ a: { x: 1 }, b: { x: 1 } })
  })

  it('writes bigints as 123n, functions by name, symbols, NaN and Infinity as text', () => {
    function handler() {}
    expect(
      toSerializable({
        wei: 10n ** 18n,
        handler,
        arrow: () => {},
        symbol: Symbol('s'),
        nan: Number.NaN,
        inf: Number.POSITIVE_INFINITY,
        zero: -0,
      }),
    ).toEqual({
      wei: '1000000000000000000n',
      handler: '[Function handler]',
      arrow: '[Function arrow]',
      symbol: 'Symbol(s)',
      nan: 'NaN',
      inf: 'Infinity',
      zero: 0,
    })
  })

  it('keeps an Error’s name, message, code and cause chain (AppKitError fields too)', () => {
    const error = new AppKitError('Failed to connect', {
      category: 'PROVIDER_ERROR',
      details: 'no accounts',
      cause: new UserRejectedRequestError(),
    })
    const json = toSerializable(error) as Record<string, unknown>
    expect(json).toMatchObject({
      $error: 'AppKitError',
      shortMessage: 'Failed to connect',
      category: 'PROVIDER_ERROR',
      details: 'no accounts',
    })
    expect(json.cause).toMatchObject({ $error: 'UserRejectedRequestError', code: 4001 })
    expect(toSerializable(new TypeError('bad'))).toEqual({ $error: 'TypeError', message: 'bad' })
  })

  it('does not run getters, and survives a getter, a proxy and a toJSON that throw', () => {
    let ran = false
    const withGetter = {
      get secret() {
        ran = true
        throw new Error('boom')
      },
      plain: 1,
    }
    const hostileProxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys for you')
        },
      },
    )
    const json = toSerializable({ withGetter, hostileProxy, toJSON: () => 'ignored' })
    expect(ran).toBe(false)
    expect(json).toEqual({
      withGetter: { secret: '[Getter]', plain: 1 },
      hostileProxy: '[Unserializable: no keys for you]',
      toJSON: '[Function toJSON]',
    })
  })

  it('bounds depth, keys, items and string length', () => {
    const deep = { a: { b: { c: { d: { e: 1 } } } } }
    expect(toSerializable(deep, limits)).toEqual({
      a: { b: { c: { d: '[Depth limit: Object]' } } },
    })
    expect(toSerializable({ k1: 1, k2: 2, k3: 3, k4: 4, k5: 5 }, limits)).toEqual({
      k1: 1,
      k2: 2,
      k3: 3,
      '…': '2 more keys',
    })
    expect(toSerializable([1, 2, 3, 4], limits)).toEqual([1, 2, '[… 2 more items]'])
    expect(toSerializable('abcdefgh', limits)).toBe('abcde…(3 more characters)')
  })

  it('bounds the total number of values, so a wide and deep object stays small', () => {
    const wide = (depth: number): unknown =>
      depth === 0
        ? 1
        : Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, wide(depth - 1)]))
    const json = toSerializable(wide(3))
    const text = JSON.stringify(json)
    expect(text).toContain('size limit')
    expect(text.match(/"k\d+"/g)?.length ?? 0).toBeLessThanOrEqual(5000)
    expect(JSON.stringify(toSerializable([[1, 2], 3], { ...limits, maxNodes: 3 }))).toBe(
      '[[1,"[Size limit]"],"[Size limit]"]',
    )
  })

  it('summarises class instances, maps, sets, dates, typed arrays and promises', () => {
    class Wallet {
      name = 'w'
    }
    const json = toSerializable({
      wallet: new Wallet(),
      map: new Map([['a', 1n]]),
      set: new Set([1]),
      date: new Date(0),
      bytes: new Uint8Array(32),
      pending: Promise.resolve(1),
    })
    expect(json).toEqual({
      wallet: { $type: 'Wallet', name: 'w' },
      map: { $map: [['a', '1n']] },
      set: { $set: [1] },
      date: '1970-01-01T00:00:00.000Z',
      bytes: '[Uint8Array(32 bytes)]',
      pending: '[Promise]',
    })
  })

  it('the result survives a JSON round trip unchanged', () => {
    const cyclic: Record<string, unknown> = { n: 1n, e: new Error('x') }
    cyclic.me = cyclic
    const json = toSerializable(cyclic)
    expect(JSON.parse(JSON.stringify(json))).toStrictEqual(json)
  })
})
