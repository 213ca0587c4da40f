// EVM and Solana addresses (spec §5 'Validation rules'): the two families that exist today.
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, it } from 'vitest'
import { checksumEvmAddress } from '../../kernel/src/validators/checksumEvmAddress.js'
import { describeValue } from '../../kernel/src/validators/describeValue.js'
import { assertEvmAddress, isEvmAddress } from '../../kernel/src/validators/isEvmAddress.js'
import {
  assertSolanaAddress,
  isSolanaAddress,
} from '../../kernel/src/validators/isSolanaAddress.js'
import { anyInput } from './arbitraries/anyInput.js'
import { addressHex, evmAddress } from './arbitraries/evmAddress.js'
import { reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split('')
const solanaAddress = () =>
  fc.string({ unit: fc.constantFrom(...BASE58), minLength: 32, maxLength: 44 })
const evmOptions = fc.record(
  { requirePrefix: fc.boolean(), strict: fc.boolean() },
  { requiredKeys: [] },
)

describe('EVM address', () => {
  it("accepts '0x plus 40 hex characters' (mixed case only when checksummed), else refuses with 'Invalid EVM address: {value}'", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), evmAddress(), mutatedString(evmAddress())),
        evmOptions,
        (candidate, options) => {
          const input = reveal(candidate)
          const result = settle(() => assertEvmAddress(input, options))
          expectFast(isEvmAddress(input, options)).toBe(result.ok)
          if (!result.ok) {
            expectValidationError(result.error, [`Invalid EVM address: ${describeValue(input)}`])
            return
          }
          const text = input as string
          const pattern =
            options.requirePrefix === false ? /^(0x)?[0-9a-f]{40}$/i : /^0x[0-9a-f]{40}$/i
          expectFast(text).toMatch(pattern)
          const hex = text.slice(-40)
          const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
          if (mixedCase && options.strict !== false)
            expectFast(getAddress(`0x${hex}`)).toBe(`0x${hex}`)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts lower-case, upper-case and EIP-55 addresses, in strict mode too', () => {
    fc.assert(
      fc.property(evmAddress(), (address) => {
        expectFast(isEvmAddress(address)).toBe(true)
        expectFast(isEvmAddress(address, { strict: true, requirePrefix: true })).toBe(true)
        expectFast(isEvmAddress(address.slice(2), { requirePrefix: false })).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("'if mixed case it must equal the checksummed form in strict mode': one flipped letter is refused", () => {
    fc.assert(
      fc.property(addressHex(), fc.nat(), (hex, at) => {
        const checksummed = getAddress(`0x${hex}`).slice(2)
        const letters = [...checksummed].flatMap((char, index) =>
          /[a-f]/i.test(char) ? [index] : [],
        )
        fc.pre(letters.length >= 2)
        const index = letters[at % letters.length]!
        const char = checksummed[index]!
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
        const wrong = `0x${checksummed.slice(0, index)}${flipped}${checksummed.slice(index + 1)}`
        const hexPart = wrong.slice(2)
        fc.pre(hexPart !== hexPart.toLowerCase() && hexPart !== hexPart.toUpperCase())
        expectFast(isEvmAddress(wrong)).toBe(false)
        expectFast(isEvmAddress(wrong, { strict: false })).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('checksumEvmAddress matches EIP-55 (viem as oracle), is idempotent, or refuses with the documented message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput(),
          evmAddress(),
          evmAddress().map((address) => address.slice(2)),
        ),
        (candidate) => {
          const input = reveal(candidate)
          const result = settle(() => checksumEvmAddress(input as string))
          if (!result.ok) {
            expectValidationError(result.error, [`Invalid EVM address: ${describeValue(input)}`])
            return
          }
          const text = input as string
          expectFast(result.value).toBe(getAddress(`0x${text.slice(-40)}`))
          expectFast(checksumEvmAddress(result.value)).toBe(result.value)
          expectFast(isEvmAddress(result.value)).toBe(true)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('Solana address', () => {
  it("accepts '32–44 base58 characters', else refuses with 'Invalid Solana address: {value}'", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), solanaAddress(), mutatedString(solanaAddress())),
        (candidate) => {
          const input = reveal(candidate)
          const result = settle(() => assertSolanaAddress(input))
          expectFast(isSolanaAddress(input)).toBe(result.ok)
          if (!result.ok) {
            expectValidationError(result.error, [`Invalid Solana address: ${describeValue(input)}`])
            return
          }
          expectFast(result.value).toBe(input)
          expectFast((input as string).length).toBeGreaterThanOrEqual(32)
          expectFast((input as string).length).toBeLessThanOrEqual(44)
          expectFast([...(input as string)].every((char) => BASE58.includes(char))).toBe(true)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts every base58 string of 32 to 44 characters', () => {
    fc.assert(
      fc.property(solanaAddress(), (address) => {
        expectFast(assertSolanaAddress(address)).toBe(address)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
