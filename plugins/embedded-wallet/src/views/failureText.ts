import { type I18n, type MessageDescriptor, toAppKitError } from '@appkit/kernel'
import {
  IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT_ALERT,
} from '../EMBEDDED_WALLET_ALERTS.js'
import { EmailCooldownError } from '../login/emailCooldown.js'
import { loginFailureMessages as m } from '../login/loginFailureMessages.js'

/** An alert's short text as a message: the kit translates alerts by these ids. */
function alertShort(alert: { code: string; shortMessage: string }): MessageDescriptor {
  return { id: `alerts.${alert.code}.short`, message: alert.shortMessage }
}

/** The failures the login flows name, by their English. */
const NAMED: ReadonlyMap<string, MessageDescriptor> = new Map(
  [
    m.invalidEmail,
    m.invalidCode,
    m.somethingWentWrong,
    m.popupClosed,
    m.failedToInitiateSocial,
    alertShort(IFRAME_LOAD_FAILED_ALERT),
    alertShort(IFRAME_REQUEST_TIMEOUT_ALERT),
  ].map((descriptor) => [descriptor.message, descriptor]),
)

/**
 * The text a view shows for a failure (an error, or the English a login's state keeps): one the
 * login flows name (an invalid email or code, the cooldown, a closed popup, a login that could
 * not start, the frame's load failure or timeout) in the visitor's locale; any other, such as
 * the secure site's own words, as it is.
 */
export function failureText(failure: unknown, t: I18n['t']): string {
  if (failure instanceof EmailCooldownError) return t(m.tryAgainAfter, { seconds: failure.seconds })
  const text = typeof failure === 'string' ? failure : toAppKitError(failure).shortMessage
  const named = NAMED.get(text)
  return named ? t(named) : text
}
