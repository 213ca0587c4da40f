import { Either, ParseResult, Schema as S, type Schema } from 'effect'
import { CliError } from './CliError.js'

/**
 * Decodes data read from a file the user may have edited (appkitConfig, package.json) with
 * `schema`; a mismatch is a CliError naming the file and the field (e.g. `["features"][0]:
 * Expected string, actual 1`).
 */
export function decodeUserFile<A, I>(schema: Schema.Schema<A, I>, data: unknown, file: string): A {
  const result = S.decodeUnknownEither(schema, { errors: 'all' })(data)
  if (Either.isRight(result)) return result.right
  const problems = ParseResult.ArrayFormatter.formatErrorSync(result.left)
    .map(
      (issue) =>
        `${issue.path.map((key) => `[${JSON.stringify(key)}]`).join('')}: ${issue.message}`,
    )
    .join('; ')
  throw new CliError(`${file} is not what create-appkit expects: ${problems}`)
}
