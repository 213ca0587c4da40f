import type { Guard } from '@appkit/kernel/guards'

/**
 * `text` parsed as JSON when it passes `guard`; otherwise undefined, with a warning naming
 * `what` (never its content: it may hold a session). Storage is untrusted: a row written by
 * an older version, by hand or by an attacker must not break reading the others.
 */
export function decodeStoredJson<A>(text: unknown, guard: Guard<A>, what: string): A | undefined {
  let value: unknown
  try {
    value = typeof text === 'string' ? JSON.parse(text) : undefined
  } catch {
    value = undefined
  }
  if (guard(value)) return value
  console.warn(`@appkit/siwx: skipped ${what}: it failed to decode`)
  return undefined
}
