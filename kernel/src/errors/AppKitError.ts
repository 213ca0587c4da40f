export const ERROR_CATEGORIES = [
  'INTERNAL_SDK_ERROR',
  'API_ERROR',
  'RPC_ERROR',
  'PROVIDER_ERROR',
  'VALIDATION_ERROR',
  'CONFIGURATION_ERROR',
  'SECURE_SITE_ERROR',
] as const

export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

export interface AppKitErrorOptions {
  category?: ErrorCategory
  /** A stable machine-readable code, e.g. an EIP-1193 number or 'ORIGIN_NOT_ALLOWED'. */
  code?: number | string
  details?: string
  metaMessages?: readonly string[]
  cause?: unknown
}

/**
 * The one public error family. Everything that fails inside AppKit reaches users as an
 * AppKitError (or a subclass), with a category and the original failure as `cause`.
 */
export class AppKitError extends Error {
  override name = 'AppKitError'
  readonly category: ErrorCategory
  readonly shortMessage: string
  readonly code: number | string | undefined
  readonly details: string | undefined
  readonly metaMessages: readonly string[]

  constructor(shortMessage: string, options: AppKitErrorOptions = {}) {
    const metaMessages = options.metaMessages ?? []
    const message = [
      shortMessage,
      ...metaMessages,
      options.details ? `Details: ${options.details}` : '',
    ]
      .filter(Boolean)
      .join('\n')
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.category = options.category ?? 'INTERNAL_SDK_ERROR'
    this.code = options.code
    this.details = options.details
    this.metaMessages = metaMessages
  }

  /** Walks the cause chain; returns the first error matching `predicate`, or the deepest. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      seen.add(current)
      if (predicate?.(current)) return current
      const next = (current as { cause?: unknown }).cause
      if (next === undefined) return predicate ? undefined : current
      current = next
    }
    return predicate ? undefined : current
  }
}

/**
 * Maps anything thrown to an AppKitError at the Promise boundary: AppKitErrors pass through,
 * anything else is wrapped with its message and the given category. A value that cannot be
 * read (a revoked proxy, a throwing `message` getter) gives a generic AppKitError, never throws.
 */
export function toAppKitError(
  error: unknown,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
): AppKitError {
  try {
    if (error instanceof AppKitError) return error
    const message = error instanceof Error ? error.message : error
    return new AppKitError(
      typeof message === 'string' && message !== '' ? message : 'Something went wrong',
      { category, cause: error },
    )
  } catch {
    // Kept out of `cause`: walking a cause chain would read the hostile value again.
    return new AppKitError('Something went wrong', { category })
  }
}
