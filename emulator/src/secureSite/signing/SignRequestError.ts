/** A signing request refused before or while signing, with its EIP-1193 error code. */
export class SignRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
    this.name = 'SignRequestError'
  }
}

export const invalidParams = (what: string) => new SignRequestError(`Invalid ${what}`, -32602)
