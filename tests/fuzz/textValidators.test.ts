// Email, account name, one-time code, social provider, hex and coin type (spec §5).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { describeValue } from '../../kernel/src/validators/describeValue.js'
import {
  ETHEREUM_COIN_TYPE,
  evmChainIdToCoinType,
  isCoinTypeChainId,
} from '../../kernel/src/validators/evmChainIdToCoinType.js'
import { assertAccountName, isAccountName } from '../../kernel/src/validators/isAccountName.js'
import { assertEmail, isEmail } from '../../kernel/src/validators/isEmail.js'
import { isHex, isHexBytes } from '../../kernel/src/validators/isHex.js'
import { assertOneTimeCode, isOneTimeCode } from '../../kernel/src/validators/isOneTimeCode.js'
import {
  assertSocialProvider,
  isSocialProvider,
  SOCIAL_LOGIN_PROVIDERS,
} from '../../kernel/src/validators/isSocialProvider.js'
import { anyInput } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { validEmail } from './arbitraries/validEmail.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const accountName = () => fc.stringMatching(/^[A-Za-z0-9-]{4,40}$/)

describe('email', () => {
  it("'Email must be valid format': anything is accepted or refused with 'Invalid email'", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput(), validEmail(), mutatedString(validEmail())), (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => assertEmail(input))
        expectFast(isEmail(input)).toBe(result.ok)
        if (!result.ok) {
          expectValidationError(result.error, ['Invalid email'])
          return
        }
        const text = input as string
        expectFast(text.length).toBeLessThanOrEqual(254)
        expectFast(text.split('@')).toHaveLength(2)
        expectFast(text).toMatch(/^[\x21-\x7e]+$/)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts every dot-atom address on a domain of two or more labels', () => {
    fc.assert(
      fc.property(validEmail(), (email) => {
        expectFast(assertEmail(email)).toBe(email)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('account name', () => {
  it("'letters, digits and hyphens only, at least 4 characters', else one of the documented messages", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), accountName(), mutatedString(accountName())),
        (candidate) => {
          const input = reveal(candidate)
          const result = settle(() => assertAccountName(input))
          expectFast(isAccountName(input)).toBe(result.ok)
          if (result.ok) {
            expectFast(result.value).toMatch(/^[A-Za-z0-9-]{4,}$/)
            return
          }
          const expected =
            typeof input !== 'string'
              ? 'Account name must be a string'
              : /^[A-Za-z0-9-]*$/.test(input)
                ? 'Account name must be at least 4 characters long'
                : 'Account name can only contain letters, numbers and hyphens'
          expectValidationError(result.error, [expected])
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('one-time code', () => {
  it("'One-time code is a string': a non-blank string is accepted, anything else refused with 'Invalid one-time code'", () => {
    fc.assert(
      fc.property(anyInput(), (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => assertOneTimeCode(input))
        expectFast(isOneTimeCode(input)).toBe(result.ok)
        expectFast(result.ok).toBe(typeof input === 'string' && input.trim() !== '')
        if (!result.ok) expectValidationError(result.error, ['Invalid one-time code'])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('social provider', () => {
  it("'Social provider one of google, github, apple, facebook, x, discord', else 'Invalid social provider: {value}'", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), fc.constantFrom(...SOCIAL_LOGIN_PROVIDERS, 'farcaster', 'Google')),
        (candidate) => {
          const input = reveal(candidate)
          const result = settle(() => assertSocialProvider(input))
          expectFast(isSocialProvider(input)).toBe(result.ok)
          expectFast(result.ok).toBe((SOCIAL_LOGIN_PROVIDERS as readonly unknown[]).includes(input))
          if (!result.ok) {
            expectValidationError(result.error, [
              `Invalid social provider: ${describeValue(input)}`,
            ])
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('hex', () => {
  it("'Hex strings start with 0x; hex byte strings only hex digits', for any input", () => {
    const hexBytes = fc
      .tuple(fc.boolean(), fc.uint8Array({ maxLength: 64 }))
      .map(([prefix, bytes]) => `${prefix ? '0x' : ''}${Buffer.from(bytes).toString('hex')}`)
    fc.assert(
      fc.property(fc.oneof(anyInput(), hexBytes, mutatedString(hexBytes)), (candidate) => {
        const input = reveal(candidate)
        const hex = settle(() => isHex(input))
        const bytes = settle(() => isHexBytes(input))
        expectFast(hex).toEqual({
          ok: true,
          value: typeof input === 'string' && /^0x[0-9a-fA-F]*$/.test(input),
        })
        expectFast(bytes.ok).toBe(true)
        if (bytes.ok && bytes.value) {
          const digits = (input as string).replace(/^0x/, '')
          expectFast(digits.length % 2).toBe(0)
          expectFast(Buffer.from(digits, 'hex').toString('hex')).toBe(digits.toLowerCase())
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('EVM chain id to coin type', () => {
  it("'rejects ids at or above 2147483648 (Invalid chainId)'; below it the coin type has the ENSIP-11 bit", () => {
    const chainId = fc.oneof(
      fc.integer({ min: 0, max: 0x7fffffff }),
      fc.integer({ min: 0x80000000, max: Number.MAX_SAFE_INTEGER }),
      fc.double(),
      anyInput(),
    )
    fc.assert(
      fc.property(chainId, (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => evmChainIdToCoinType(input as number))
        expectFast(isCoinTypeChainId(input)).toBe(result.ok)
        if (!result.ok) {
          expectValidationError(result.error, ['Invalid chainId'])
          return
        }
        const id = input as number
        expectFast(id).toBeLessThan(2147483648)
        if (id === 1) expectFast(result.value).toBe(ETHEREUM_COIN_TYPE)
        else expectFast(result.value).toBe(0x80000000 + id)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
