import { AppKitError } from '../errors/AppKitError.js'

/** The error every validator throws: an AppKitError in the VALIDATION_ERROR category. */
export function validationError(message: string, cause?: unknown): AppKitError {
  return new AppKitError(message, { category: 'VALIDATION_ERROR', cause })
}
