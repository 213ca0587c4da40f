import { describeValue } from '../validators/describeValue.js'
import { AppKitError } from './AppKitError.js'

export interface HttpRequestErrorOptions {
  /** The HTTP status, or undefined when no response arrived (network failure). */
  status?: number
  url: string
  /** The response body: parsed JSON when it parses, else the raw text. */
  body?: unknown
  /** How long the server asked us to wait before trying again (Retry-After), in ms. */
  retryAfterMs?: number
  cause?: unknown
}

const BODY_PREVIEW_LENGTH = 500

/** The body as JSON; a body JSON cannot write (too deeply nested to walk, a BigInt) is described. */
function bodyText(body: unknown): string {
  if (typeof body === 'string') return body
  try {
    return JSON.stringify(body) ?? describeValue(body)
  } catch {
    return describeValue(body)
  }
}

function previewBody(body: unknown): string | undefined {
  if (body === undefined || body === '') return undefined
  const text = bodyText(body)
  return text.length > BODY_PREVIEW_LENGTH ? `${text.slice(0, BODY_PREVIEW_LENGTH)}…` : text
}

/** An HTTP call that failed: spec §8 'HTTP failures report status, url and body'. */
export class HttpRequestError extends AppKitError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  readonly url: string
  readonly body: unknown
  readonly retryAfterMs: number | undefined

  constructor(options: HttpRequestErrorOptions) {
    const bodyPreview = previewBody(options.body)
    super('HTTP request failed.', {
      category: 'API_ERROR',
      ...(options.status === undefined ? {} : { code: options.status }),
      metaMessages: [
        ...(options.status === undefined ? [] : [`Status: ${options.status}`]),
        `URL: ${options.url}`,
        ...(bodyPreview === undefined ? [] : [`Response body: ${bodyPreview}`]),
      ],
      ...(options.cause instanceof Error ? { details: options.cause.message } : {}),
      cause: options.cause,
    })
    this.status = options.status
    this.url = options.url
    this.body = options.body
    this.retryAfterMs = options.retryAfterMs
  }
}
