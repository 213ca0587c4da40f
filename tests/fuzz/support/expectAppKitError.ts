import { AppKitError, type ErrorCategory } from '../../../kernel/src/errors/AppKitError.js'
import { check, checkSame } from './check.js'

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  } catch {
    return `[${typeof error}]`
  }
}

/**
 * Asserts a refusal is the documented one: an AppKitError of `category` whose short message is
 * one of `messages` (exact strings) or matches one of them (patterns).
 */
export function expectAppKitError(
  error: unknown,
  category: ErrorCategory,
  messages: readonly (string | RegExp)[],
): asserts error is AppKitError {
  check(error instanceof AppKitError, () => `not an AppKitError: ${describeError(error)}`)
  checkSame(error.category, category, 'category')
  const { shortMessage } = error
  const documented = messages.some((message) =>
    typeof message === 'string' ? shortMessage === message : message.test(shortMessage),
  )
  check(documented, () => `undocumented message: ${JSON.stringify(shortMessage)}`)
}

/** `expectAppKitError` for the validators' category, VALIDATION_ERROR. */
export function expectValidationError(
  error: unknown,
  messages: readonly (string | RegExp)[],
): asserts error is AppKitError {
  expectAppKitError(error, 'VALIDATION_ERROR', messages)
}
