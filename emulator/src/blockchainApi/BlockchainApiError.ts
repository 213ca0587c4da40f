/** A refused request: answered with `status` and `{ message }`, never a crash. */
export class BlockchainApiError extends Error {
  readonly status: number

  constructor(status: 400 | 404 | 409 | 413, message: string) {
    super(message)
    this.name = 'BlockchainApiError'
    this.status = status
  }
}

/** A 400 with a message saying what was wrong with the input. */
export function badRequest(message: string): BlockchainApiError {
  return new BlockchainApiError(400, message)
}
