import { failureMessages } from './failureMessages.js'

/**
 * The short text a view shows for a failure: an AppKitError's `shortMessage` (e.g. 'User
 * rejected the request.' for EIP-1193 code 4001), else the first line of a message, else
 * `fallback`: 'Something went wrong' (spec §8), which views pass in the visitor's locale.
 */
export function errorMessage(
  error: unknown,
  fallback: string = failureMessages.somethingWentWrong.message,
): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message.split('\n')[0]!
  }
  if (typeof error === 'string' && error) return error
  return fallback
}
