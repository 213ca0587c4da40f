/**
 * A cheap assertion for property bodies that run 10,000 times: vitest's `expect` costs a few
 * microseconds a call, which adds up to seconds per property. Throws when `condition` is false;
 * fast-check then shrinks and reports the input.
 *
 * @example check(result.ok, 'never throws')
 */
export function check(condition: boolean, message: string | (() => string)): asserts condition {
  if (!condition) throw new Error(typeof message === 'string' ? message : message())
}

function show(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value)
  } catch {
    return `[${typeof value}]`
  }
}

/** `check` that `actual` is `expected` (Object.is), naming both when it is not. */
export function checkSame(actual: unknown, expected: unknown, what: string): void {
  check(
    Object.is(actual, expected),
    () => `${what}: expected ${show(expected)}, got ${show(actual)}`,
  )
}
