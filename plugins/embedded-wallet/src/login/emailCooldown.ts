import { AppKitError } from '@appkit/kernel'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../policies.js'

/** Spec §4's message, in English (the views word it in the visitor's locale). */
function tryAgainAfter(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

/** The whole seconds left before an email login may be triggered again, or undefined. */
export function emailCooldownSeconds(
  lastTrigger: number | undefined,
  now: number,
): number | undefined {
  if (lastTrigger === undefined) return undefined
  const remaining = lastTrigger + EMAIL_LOGIN_COOLDOWN_MS - now
  return remaining <= 0 ? undefined : Math.ceil(remaining / 1000)
}

/**
 * Spec §4: 'Email login cooldown between triggers: 30 seconds, message 'Please try again after
 * N seconds''. The message for a trigger at `now`, or undefined when it may go ahead.
 */
export function emailCooldownMessage(
  lastTrigger: number | undefined,
  now: number,
): string | undefined {
  const seconds = emailCooldownSeconds(lastTrigger, now)
  return seconds === undefined ? undefined : tryAgainAfter(seconds)
}

/**
 * An email login refused by the cooldown: the spec's English as its message, and the seconds,
 * which the view words in the visitor's locale.
 */
export class EmailCooldownError extends AppKitError {
  readonly seconds: number

  constructor(seconds: number) {
    super(tryAgainAfter(seconds), { category: 'VALIDATION_ERROR' })
    this.seconds = seconds
  }
}
