import { CliError } from './CliError.js'

/**
 * Splits a comma-separated flag value and checks every item against the allowed values; an
 * unknown item is an error that lists what is allowed.
 */
export function parseList<T extends string>(
  flag: string,
  value: string,
  allowed: readonly T[],
): T[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item))
  if (unknown.length > 0) {
    throw new CliError(
      `Invalid --${flag}: ${unknown.join(', ')}. Allowed values: ${allowed.join(', ')}.`,
    )
  }
  return [...new Set(items)] as T[]
}

/** Checks a single-valued flag against the allowed values. */
export function parseOne<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new CliError(`Invalid --${flag}: ${value}. Allowed values: ${allowed.join(', ')}.`)
  }
  return value as T
}
