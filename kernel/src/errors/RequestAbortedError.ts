import { AppKitError } from './AppKitError.js'

/** The caller aborted the request (AbortSignal); spec §8 'Request was aborted'. Never retried. */
export class RequestAbortedError extends AppKitError {
  override name = 'RequestAbortedError'

  constructor(options: { cause?: unknown } = {}) {
    super('Request was aborted', { cause: options.cause })
  }
}
