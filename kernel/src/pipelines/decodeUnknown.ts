import { Effect, Either, ParseResult, Schema } from 'effect'
import { AppKitError } from '../errors/AppKitError.js'

const PARSE_OPTIONS = { errors: 'all', onExcessProperty: 'ignore' } as const

function invalidData(source: string, details: string | undefined, cause: unknown): AppKitError {
  return new AppKitError(`Invalid data received from ${source}.`, {
    category: 'VALIDATION_ERROR',
    details,
    cause,
  })
}

/** Every problem, listed; undefined when the value is too deeply nested to print (stack overflow). */
function listProblems(error: ParseResult.ParseError): string | undefined {
  try {
    return ParseResult.TreeFormatter.formatErrorSync(error)
  } catch {
    return undefined
  }
}

function toValidationError(source: string, error: ParseResult.ParseError): AppKitError {
  return invalidData(source, listProblems(error), error)
}

/**
 * Decodes untrusted data with a Schema; fails closed with a VALIDATION_ERROR AppKitError
 * that names the source (a URL, 'storage', 'iframe message') and lists every problem.
 * A value that throws while it is read (a getter, a revoked proxy) fails the same way.
 *
 * @example
 * decodeUnknown(Schema.Struct({ features: Schema.Array(Feature) }), json, url)
 */
export function decodeUnknown<A, I>(
  schema: Schema.Schema<A, I, never>,
  input: unknown,
  source: string,
): Effect.Effect<A, AppKitError> {
  return Effect.suspend(() => Schema.decodeUnknown(schema, PARSE_OPTIONS)(input)).pipe(
    Effect.mapError((error) => toValidationError(source, error)),
    Effect.catchAllDefect((defect) => Effect.fail(invalidData(source, undefined, defect))),
  )
}

/** Same as `decodeUnknown`, synchronously: returns the value or throws the AppKitError. */
export function decodeUnknownSync<A, I>(
  schema: Schema.Schema<A, I, never>,
  input: unknown,
  source: string,
): A {
  let result: Either.Either<A, ParseResult.ParseError>
  try {
    result = Schema.decodeUnknownEither(schema, PARSE_OPTIONS)(input)
  } catch (defect) {
    throw invalidData(source, undefined, defect)
  }
  if (Either.isRight(result)) return result.right
  throw toValidationError(source, result.left)
}
