import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import * as validators from './index.js'

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

const hostile = new Proxy(
  {},
  {
    get() {
      throw new Error('get trap')
    },
    has() {
      throw new Error('has trap')
    },
    ownKeys() {
      throw new Error('ownKeys trap')
    },
    getPrototypeOf() {
      throw new Error('getPrototypeOf trap')
    },
  },
)

const throwingGetter = Object.defineProperty({}, 'amount', {
  get() {
    throw new Error('getter')
  },
  enumerable: true,
})

/** Odd inputs a validator may meet: none of them may escape as anything but AppKitError. */
const ODD_VALUES: readonly unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  BigInt(1),
  true,
  false,
  Symbol('odd'),
  () => 'fn',
  {},
  [],
  [null],
  [{ to: Symbol('x') }],
  Object.create(null),
  { toString: () => 42, valueOf: () => Symbol('v') },
  {
    toString() {
      throw new Error('toString')
    },
  },
  revokedProxy(),
  hostile,
  throwingGetter,
  [throwingGetter],
  new Date(Number.NaN),
  /regex/,
  '',
  ' ',
  ':',
  '::',
  ':::',
  '0x',
  '0X',
  'a'.repeat(1_000_000),
  '0x'.padEnd(1_000_002, 'a'),
  `${'1'.repeat(500_000)}@${'a.'.repeat(100_000)}com`,
  'eip155:1:0x'.padEnd(100_000, '0'),
  '\u0000',
  '\uD800',
  '😀😀😀😀',
  'ümlaut@exämple.com',
  '０ｘ１２３',
  'eip155:１:０ｘ',
  '\n\t',
  'constructor',
  '__proto__',
]

const NOT_STRINGS: readonly unknown[] = [
  undefined,
  null,
  BigInt(1),
  true,
  Symbol('odd'),
  () => 'fn',
  {},
  Object.create(null),
  revokedProxy(),
  hostile,
  throwingGetter,
  /regex/,
]

type AnyFunction = (...args: unknown[]) => unknown

const functions: [string, AnyFunction][] = Object.entries(validators)
  .filter(([, value]) => typeof value === 'function')
  .map(([name, value]) => [name, value as AnyFunction])

describe('@appkit/kernel/validators', () => {
  it('exports the same public API (review any change)', () => {
    expect(Object.keys(validators).sort()).toMatchInlineSnapshot(`
      [
        "ACCOUNT_NAME_MIN_LENGTH",
        "ETHEREUM_COIN_TYPE",
        "SOCIAL_LOGIN_PROVIDERS",
        "assertAccountName",
        "assertEmail",
        "assertEvmAddress",
        "assertOneTimeCode",
        "assertSocialProvider",
        "assertSolanaAddress",
        "checksumEvmAddress",
        "describeValue",
        "evmChainIdToCoinType",
        "isAccountName",
        "isCaipAddress",
        "isCaipNetworkId",
        "isCoinTypeChainId",
        "isEmail",
        "isEvmAddress",
        "isHex",
        "isHexBytes",
        "isOneTimeCode",
        "isSendCalls",
        "isSocialProvider",
        "isSolanaAddress",
        "isValidSendRequest",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "toCaipAddress",
        "toCaipNetworkId",
        "validateSendCalls",
        "validateSendRequest",
        "validationError",
      ]
    `)
  })

  it.each(functions.filter(([name]) => name !== 'validationError'))(
    '%s never throws anything but an AppKitError, whatever it is given',
    (name, fn) => {
      const calls: unknown[][] = ODD_VALUES.flatMap((value) => [
        [value],
        [value, value],
        [value, value, value],
      ])
      if (name === 'toCaipAddress') {
        for (const value of ODD_VALUES) calls.push(['eip155', value, '0xabc'], ['eip155', 1, value])
      }
      if (name === 'toCaipNetworkId') {
        for (const value of ODD_VALUES) calls.push(['eip155', value])
      }
      for (const args of calls) {
        try {
          const result = fn(...args)
          if (name.startsWith('is')) expect(typeof result).toBe('boolean')
        } catch (error) {
          expect(error).toBeInstanceOf(AppKitError)
          expect((error as AppKitError).category).toBe('VALIDATION_ERROR')
        }
      }
    },
  )

  it('is* checks reject every odd value that is not a plausible string', () => {
    const checks = functions.filter(([name]) => name.startsWith('is'))
    for (const [, check] of checks) {
      for (const value of NOT_STRINGS) expect(check(value)).toBe(false)
    }
  })
})
