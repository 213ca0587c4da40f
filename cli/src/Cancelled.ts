import { CliError } from './CliError.js'

/** The user cancelled a prompt (Ctrl+C or Escape): nothing was written. */
export class Cancelled extends CliError {
  constructor() {
    super('Cancelled')
  }
}
