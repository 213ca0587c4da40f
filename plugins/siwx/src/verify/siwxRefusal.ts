import { AppKitError } from '@appkit/kernel'

/** Why a session was refused; a server says the same words in its `reason` field. */
export const SIWX_REFUSAL_REASONS = [
  'malformed',
  'domain',
  'expired',
  'not-yet-valid',
  'nonce',
  'signature',
  'unsupported-namespace',
] as const

export type SiwxRefusalReason = (typeof SIWX_REFUSAL_REASONS)[number]

/** A refused session: an AppKitError whose `code` is the reason. */
export function siwxRefusal(reason: SiwxRefusalReason, message: string): AppKitError {
  return new AppKitError(message, { category: 'VALIDATION_ERROR', code: reason })
}

/** The refusal reason of an error (or of one of its causes), if it is a refusal. */
export function refusalReasonOf(error: unknown): SiwxRefusalReason | undefined {
  const found = error instanceof AppKitError ? error.walk(isRefusal) : undefined
  return isRefusal(found) ? (found.code as SiwxRefusalReason) : undefined
}

function isRefusal(error: unknown): error is AppKitError {
  return (
    error instanceof AppKitError &&
    (SIWX_REFUSAL_REASONS as readonly unknown[]).includes(error.code)
  )
}
