// The kernel's small guards (kernel/src/guards), used on stored state and wallet announcements.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  arrayOf,
  isBoolean,
  isFiniteNumber,
  isPlainObject,
  isString,
  literal,
  partialRecord,
  refine,
  struct,
} from '../../kernel/src/guards/guards.js'
import { anyData } from './arbitraries/anyInput.js'
import { hostileValue, reveal } from './arbitraries/hostileValue.js'
import { pollutedJsonValue } from './arbitraries/pollutionKeys.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settle } from './support/settle.js'

const isPair = struct({ id: isString, count: isFiniteNumber }, { label: isString })
const isChoices = partialRecord(['a', 'b'], literal('x', 1, true))
const isPositiveList = arrayOf(refine(isFiniteNumber, (value) => value > 0))

describe('guards', () => {
  it('answer a boolean for any data, never throw, and agree with what they check', () => {
    fc.assert(
      fc.property(fc.oneof(anyData(), pollutedJsonValue()), (input) => {
        const results = settle(() => ({
          string: isString(input),
          boolean: isBoolean(input),
          number: isFiniteNumber(input),
          plain: isPlainObject(input),
          pair: isPair(input),
          choices: isChoices(input),
          positives: isPositiveList(input),
        }))
        expectFast(results.ok).toBe(true)
        if (!results.ok) return
        const { string, boolean, number, plain, pair, choices, positives } = results.value
        expectFast(string).toBe(typeof input === 'string')
        expectFast(boolean).toBe(typeof input === 'boolean')
        expectFast(number).toBe(typeof input === 'number' && Number.isFinite(input))
        if (plain) {
          expectFast(Array.isArray(input)).toBe(false)
          expectFast([Object.prototype, null]).toContain(Object.getPrototypeOf(input))
        }
        if (pair) {
          const value = input as Record<string, unknown>
          expectFast(typeof value.id).toBe('string')
          expectFast(Number.isFinite(value.count)).toBe(true)
          expectFast(['string', 'undefined']).toContain(typeof value.label)
        }
        if (choices) {
          for (const [key, value] of Object.entries(input as object)) {
            expectFast(['a', 'b']).toContain(key)
            expectFast([undefined, 'x', 1, true]).toContain(value)
          }
        }
        if (positives) for (const value of input as number[]) expectFast(value).toBeGreaterThan(0)
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('answer a boolean, never throw, for what a page script can hand over (revoked proxies, throwing getters)', () => {
    const isPlainList = arrayOf(isPlainObject)
    fc.assert(
      fc.property(hostileValue(), (candidate) => {
        const input = reveal(candidate)
        const results = settle(() => [
          isPlainObject(input),
          isPair(input),
          isChoices(input),
          isPositiveList(input),
          isPlainList(input),
        ])
        expectFast(results.ok).toBe(true)
        if (!results.ok) return
        for (const result of results.value) expectFast(typeof result).toBe('boolean')
        // Nothing hostile is a pair: its fields are getters that throw, or it cannot be read.
        expectFast(results.value[1]).toBe(false)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('accept every value of the shape they describe, with unknown fields ignored', () => {
    const pair = fc.record(
      {
        id: fc.string(),
        count: fc.double({ noNaN: true, noDefaultInfinity: true }),
        label: fc.string(),
      },
      { requiredKeys: ['id', 'count'] },
    )
    const extra = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 })
    fc.assert(
      fc.property(pair, extra, (value, unknown) => {
        expectFast(isPair({ ...unknown, ...value })).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
