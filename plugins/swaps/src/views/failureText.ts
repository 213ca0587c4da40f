/** The short reason of a failure for a toast: an AppKitError's shortMessage, else its message. */
export function failureText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  if (typeof message === 'string' && message) return message.split('\n')[0]
  return undefined
}
