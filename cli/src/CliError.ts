/** A mistake the user can fix: the CLI prints its message (no stack) and exits with code 1. */
export class CliError extends Error {
  override readonly name = 'CliError'
}
