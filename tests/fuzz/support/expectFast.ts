import { isDeepStrictEqual } from 'node:util'
import { expect } from 'vitest'
import { check } from './check.js'

function show(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value)
  } catch {
    return `[${typeof value}]`
  }
}

/**
 * The subset of vitest's `expect` the properties use, at a fraction of its cost: each property
 * runs 10,000 times, and `expect` costs a few microseconds a call. Failures throw a plain Error
 * naming the values; fast-check then shrinks and reports the input. `toEqual` is strict (an
 * undefined property is not an absent one) and shows vitest's diff when it fails.
 *
 * @example expectFast(result.ok).toBe(true)
 */
export function expectFast(actual: unknown) {
  const fail = (what: string) => () => `expected ${show(actual)} ${what}`
  return {
    toBe: (expected: unknown) =>
      check(Object.is(actual, expected), fail(`to be ${show(expected)}`)),
    toEqual: (expected: unknown) => {
      if (isDeepStrictEqual(actual, expected)) return
      expect(actual).toStrictEqual(expected)
      check(false, fail(`to equal ${show(expected)}`))
    },
    toMatch: (pattern: RegExp) =>
      check(typeof actual === 'string' && pattern.test(actual), fail(`to match ${pattern}`)),
    toBeInstanceOf: (type: abstract new (...args: never[]) => unknown) =>
      check(actual instanceof type, fail(`to be an instance of ${type.name}`)),
    toBeGreaterThan: (bound: number | bigint) =>
      check((actual as number) > bound, fail(`to be greater than ${bound}`)),
    toBeGreaterThanOrEqual: (bound: number | bigint) =>
      check((actual as number) >= bound, fail(`to be at least ${bound}`)),
    toBeLessThan: (bound: number | bigint) =>
      check((actual as number) < bound, fail(`to be less than ${bound}`)),
    toBeLessThanOrEqual: (bound: number | bigint) =>
      check((actual as number) <= bound, fail(`to be at most ${bound}`)),
    toBeNull: () => check(actual === null, fail('to be null')),
    toContain: (item: unknown) =>
      check(
        (Array.isArray(actual) || typeof actual === 'string') && actual.includes(item as never),
        fail(`to contain ${show(item)}`),
      ),
    toHaveLength: (length: number) =>
      check((actual as { length?: unknown })?.length === length, fail(`to have length ${length}`)),
    not: {
      toBe: (expected: unknown) =>
        check(!Object.is(actual, expected), fail(`not to be ${show(expected)}`)),
      toBeNull: () => check(actual !== null, fail('not to be null')),
    },
  }
}
