import { AppKitError } from './AppKitError.js'

/**
 * A call that did not answer in time. Its message is exactly spec §8's 'The request took
 * too long to respond.'; the URL and the limit are fields, not part of the message.
 */
export class TimeoutError extends AppKitError {
  override name = 'TimeoutError'
  readonly url: string
  readonly timeoutMs: number

  constructor(options: { url: string; timeoutMs: number }) {
    super('The request took too long to respond.', { category: 'API_ERROR' })
    this.url = options.url
    this.timeoutMs = options.timeoutMs
  }
}
