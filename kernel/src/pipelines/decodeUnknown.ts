import { Effect, Either, ParseResult, Schema } from 'effect'
import { AppKitError } from '../errors/AppKitError.js'

const PARSE_OPTIONS = { errors: 'all', onExcessProperty: 'ignore' } as const

function toValidationError(source: string, error: ParseResult.ParseError): AppKitError {
  return new AppKitError(`Invalid data received from ${source}.`, {
    category: 'VALIDATION_ERROR',
    details: ParseResult.TreeFormatter.formatErrorSync(error),
    cause: error,
  })
}

/**
 * Decodes untrusted data with a Schema; fails closed with a VALIDATION_ERROR AppKitError
 * that names the source (a URL, 'storage', 'iframe message') and lists every problem.
 *
 * @example
 * decodeUnknown(Schema.Struct({ features: Schema.Array(Feature) }), json, url)
 */
export function decodeUnknown<A, I>(
  schema: Schema.Schema<A, I, never>,
  input: unknown,
  source: string,
): Effect.Effect<A, AppKitError> {
  return Schema.decodeUnknown(
    schema,
    PARSE_OPTIONS,
  )(input).pipe(Effect.mapError((error) => toValidationError(source, error)))
}

/** Same as `decodeUnknown`, synchronously: returns the value or throws the AppKitError. */
export function decodeUnknownSync<A, I>(
  schema: Schema.Schema<A, I, never>,
  input: unknown,
  source: string,
): A {
  const result = Schema.decodeUnknownEither(schema, PARSE_OPTIONS)(input)
  if (Either.isRight(result)) return result.right
  throw toValidationError(source, result.left)
}
