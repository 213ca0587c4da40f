import { Effect, type Schema } from 'effect'
import { AppKitError } from '../errors/AppKitError.js'
import { decodeUnknown } from './decodeUnknown.js'

/**
 * Parses a response body as JSON (an empty body is `undefined`) and decodes it with the
 * caller's Schema. Malformed JSON or a wrong shape fail closed with VALIDATION_ERROR.
 */
export function decodeJsonText<A, I>(
  schema: Schema.Schema<A, I, never>,
  text: string,
  source: string,
): Effect.Effect<A, AppKitError> {
  return Effect.try({
    try: (): unknown => (text.trim() === '' ? undefined : JSON.parse(text)),
    catch: (cause) =>
      new AppKitError(`Invalid JSON received from ${source}.`, {
        category: 'VALIDATION_ERROR',
        details: cause instanceof Error ? cause.message : undefined,
        cause,
      }),
  }).pipe(Effect.flatMap((json) => decodeUnknown(schema, json, source)))
}
