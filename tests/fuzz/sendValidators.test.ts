// Send requests and send-calls batches (spec §5 'Validation rules').
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { isSendCalls, validateSendCalls } from '../../kernel/src/validators/validateSendCalls.js'
import {
  isValidSendRequest,
  type SendRequest,
  validateSendRequest,
} from '../../kernel/src/validators/validateSendRequest.js'
import { anyInput } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const SEND_MESSAGES = [
  'An amount and receiver address are required',
  'The amount must be a positive number',
  'A token is required',
  'A token contract address is required',
  'Invalid send request',
]
const CALLS_MESSAGES = [
  'Calls must be a non-empty array',
  /^Invalid call at index \d+: expected an object$/,
  /^Invalid call at index \d+: "to" must start with 0x$/,
  /^Invalid call at index \d+: "data" must start with 0x$/,
  'Invalid calls',
]

const hex = fc
  .uint8Array({ maxLength: 40 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const positiveAmount = fc.oneof(
  fc.stringMatching(/^(?:[1-9]\d{0,20}(?:\.\d{0,18})?|0?\.\d{0,17}[1-9])$/),
  fc.double({ min: Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: 1n }),
)
const nonBlank = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '')
const validRequest = fc.record({
  amount: positiveAmount,
  receiverAddress: nonBlank,
  token: fc.oneof(
    fc.record({ symbol: fc.string() }),
    fc.record({ symbol: fc.string(), address: nonBlank }),
  ),
})

/** Valid requests with one field replaced by anything: the checks must still only refuse. */
const nearlyValidRequest = fc
  .tuple(validRequest, fc.constantFrom('amount', 'receiverAddress', 'token', 'kind'), anyInput())
  .map(([request, field, value]) => ({ ...request, [field]: value }))

describe('send request', () => {
  it("is accepted, or refused with one of the spec's messages ('An amount and receiver address are required', ...)", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput(), validRequest, nearlyValidRequest), (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => validateSendRequest(input as SendRequest))
        expectFast(isValidSendRequest(input)).toBe(result.ok)
        if (!result.ok) {
          expectValidationError(result.error, SEND_MESSAGES)
          return
        }
        expectFast(['native', 'token']).toContain(result.value.kind)
        expectFast(typeof result.value.receiverAddress).toBe('string')
        expectFast(result.value.receiverAddress.trim()).not.toBe('')
        if (result.value.kind === 'token')
          expectFast(typeof result.value.token.address).toBe('string')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts every positive amount with a receiver and token, inferring native or token from the address', () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const valid = validateSendRequest(request)
        expectFast(valid.kind).toBe('address' in request.token ? 'token' : 'native')
        expectFast(valid.amount).toBe(request.amount)
        expectFast(valid.receiverAddress).toBe(request.receiverAddress)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('send calls', () => {
  it("'Send-calls destinations and data start with 0x': anything is accepted or refused with a documented message", () => {
    const call = fc.record({ to: hex, data: hex, value: hex }, { requiredKeys: [] })
    const calls = fc.array(
      fc.oneof({ weight: 5, arbitrary: call }, { weight: 1, arbitrary: anyInput() }),
      {
        maxLength: 5,
      },
    )
    fc.assert(
      fc.property(fc.oneof(anyInput(), calls), (candidate) => {
        const input = reveal(candidate)
        const result = settle(() => validateSendCalls(input))
        expectFast(isSendCalls(input)).toBe(result.ok)
        if (!result.ok) {
          expectValidationError(result.error, CALLS_MESSAGES)
          return
        }
        expectFast(result.value.length).toBeGreaterThan(0)
        // Index by index: a hole in a sparse array ([,]) is not a call.
        for (let index = 0; index < result.value.length; index++) {
          const item = result.value[index]!
          expectFast(typeof item).toBe('object')
          expectFast(item).not.toBeNull()
          if (item.to !== undefined) expectFast(item.to).toMatch(/^0x[0-9a-fA-F]*$/)
          if (item.data !== undefined) expectFast(item.data).toMatch(/^0x[0-9a-fA-F]*$/)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accepts every non-empty batch of hex calls, as given', () => {
    const call = fc.record({ to: hex, data: hex, value: hex }, { requiredKeys: [] })
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 10 }), (calls) => {
        expectFast(validateSendCalls(calls)).toBe(calls)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
