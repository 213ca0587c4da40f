// CAIP-2 network ids and CAIP-10 account ids (spec §5 'Validation rules').
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { describeValue } from '../../kernel/src/validators/describeValue.js'
import {
  isCaipAddress,
  parseCaipAddress,
  toCaipAddress,
} from '../../kernel/src/validators/parseCaipAddress.js'
import {
  isCaipNetworkId,
  parseCaipNetworkId,
  toCaipNetworkId,
} from '../../kernel/src/validators/parseCaipNetworkId.js'
import { anyInput } from './arbitraries/anyInput.js'
import {
  caipAccountAddress,
  caipAccountId,
  caipNamespace,
  caipNetworkId,
  caipReference,
  malformedNamespace,
} from './arbitraries/caip.js'
import { reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const NO_WHITESPACE = /^\S+$/
const isNamespace = (namespace: string | undefined) =>
  namespace !== undefined && /^[-a-z0-9]{3,8}$/.test(namespace)

/** Anything, CAIP-shaped strings and their one-character mutations. */
const candidates = (valid: fc.Arbitrary<string>) =>
  fc.oneof(anyInput(), valid, mutatedString(valid), mutatedString(mutatedString(valid)))

describe('CAIP-2 network id', () => {
  it("accepts 'exactly 2 parts' with a CAIP-2 namespace, else refuses with 'Invalid CAIP-2 network id: {value}'", () => {
    fc.assert(
      fc.property(candidates(caipNetworkId()), (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => parseCaipNetworkId(input))
        expectFast(isCaipNetworkId(input)).toBe(result.ok)
        if (!result.ok) {
          expectValidationError(result.error, [
            `Invalid CAIP-2 network id: ${describeValue(input)}`,
          ])
          return
        }
        const parts = (input as string).split(':')
        expectFast(parts).toHaveLength(2)
        expectFast(isNamespace(parts[0])).toBe(true)
        expectFast(parts[1]).toMatch(NO_WHITESPACE)
        expectFast(result.value).toEqual({ chainNamespace: parts[0], chainId: parts[1] })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts every CAIP-2 id of a CAIP-2 namespace and round-trips it through toCaipNetworkId', () => {
    fc.assert(
      fc.property(caipNamespace(), caipReference(), (namespace, reference) => {
        const id = `${namespace}:${reference}`
        const parsed = parseCaipNetworkId(id)
        expectFast(parsed).toEqual({ chainNamespace: namespace, chainId: reference })
        expectFast(toCaipNetworkId(parsed.chainNamespace, parsed.chainId)).toBe(id)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("refuses a CAIP-2 id of a malformed namespace with 'Invalid CAIP-2 network id: {value}'", () => {
    fc.assert(
      fc.property(malformedNamespace(), caipReference(), (namespace, reference) => {
        const id = `${namespace}:${reference}`
        const result = settle(() => parseCaipNetworkId(id))
        expectFast(result.ok).toBe(false)
        if (!result.ok) expectValidationError(result.error, [`Invalid CAIP-2 network id: ${id}`])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('toCaipNetworkId builds a valid id or refuses with the CAIP-2 message, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(caipNamespace(), fc.string()), anyInput(), (namespace, candidate) => {
        const chainId = reveal(candidate)
        const result = settle(() => toCaipNetworkId(namespace as never, chainId as string | number))
        if (result.ok) expectFast(isCaipNetworkId(result.value)).toBe(true)
        else expectValidationError(result.error, [/^Invalid CAIP-2 network id: /])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('CAIP-10 account id', () => {
  it("accepts 'exactly 3 non-empty colon-separated parts and a CAIP-2 namespace', else refuses with the spec's messages", () => {
    fc.assert(
      fc.property(candidates(caipAccountId()), (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => parseCaipAddress(input))
        expectFast(isCaipAddress(input)).toBe(result.ok)
        if (!result.ok) {
          const parts = typeof input === 'string' ? input.split(':') : []
          const wellShaped = parts.length === 3 && parts.every((part) => NO_WHITESPACE.test(part))
          expectValidationError(result.error, [
            wellShaped
              ? 'Invalid CAIP Address'
              : `Invalid CAIP-10 address: ${describeValue(input)}`,
          ])
          return
        }
        const parts = (input as string).split(':')
        expectFast(parts).toHaveLength(3)
        expectFast(isNamespace(parts[0])).toBe(true)
        for (const part of parts) expectFast(part).toMatch(NO_WHITESPACE)
        expectFast(result.value).toEqual({
          chainNamespace: parts[0],
          chainId: parts[1],
          address: parts[2],
        })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts every CAIP-10 id of a CAIP-2 namespace and round-trips it through toCaipAddress', () => {
    fc.assert(
      fc.property(
        caipNamespace(),
        caipReference(),
        caipAccountAddress(),
        (namespace, reference, address) => {
          const id = `${namespace}:${reference}:${address}`
          const parsed = parseCaipAddress(id)
          expectFast(parsed).toEqual({ chainNamespace: namespace, chainId: reference, address })
          expectFast(toCaipAddress(parsed.chainNamespace, parsed.chainId, parsed.address)).toBe(id)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("refuses a well-shaped id of a malformed namespace with 'Invalid CAIP Address'", () => {
    fc.assert(
      fc.property(
        malformedNamespace(),
        caipReference(),
        caipAccountAddress(),
        (namespace, reference, address) => {
          const result = settle(() => parseCaipAddress(`${namespace}:${reference}:${address}`))
          expectFast(result.ok).toBe(false)
          if (!result.ok) expectValidationError(result.error, ['Invalid CAIP Address'])
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('toCaipAddress builds a valid id or refuses with a CAIP-10 message, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(caipNamespace(), fc.string()),
        anyInput(),
        anyInput(),
        (namespace, chainIdCandidate, addressCandidate) => {
          const chainId = reveal(chainIdCandidate)
          const address = reveal(addressCandidate)
          const result = settle(() =>
            toCaipAddress(namespace as never, chainId as string, address as string),
          )
          if (result.ok) expectFast(isCaipAddress(result.value)).toBe(true)
          else
            expectValidationError(result.error, [
              'Invalid CAIP Address',
              /^Invalid CAIP-10 address: /,
            ])
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
