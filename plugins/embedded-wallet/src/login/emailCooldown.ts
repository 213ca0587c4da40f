import { EMAIL_LOGIN_COOLDOWN_MS } from '../policies.js'

/**
 * Spec §4: 'Email login cooldown between triggers: 30 seconds, message 'Please try again after
 * N seconds''. The message for a trigger at `now`, or undefined when it may go ahead.
 */
export function emailCooldownMessage(
  lastTrigger: number | undefined,
  now: number,
): string | undefined {
  if (lastTrigger === undefined) return undefined
  const remaining = lastTrigger + EMAIL_LOGIN_COOLDOWN_MS - now
  if (remaining <= 0) return undefined
  return `Please try again after ${Math.ceil(remaining / 1000)} seconds`
}
