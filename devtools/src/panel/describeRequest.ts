import type { Json } from '../serialize/Json.js'
import type { RequestEntry } from '../session/DevtoolsSession.js'
import { summarize } from './summarize.js'

function field(value: Json | undefined, key: string): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value[key]
    : undefined
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.protocol.startsWith('http') ? parsed.pathname : url
  } catch {
    return url
  }
}

/** What a request row names: its JSON-RPC methods, or the HTTP method and path. */
export function requestTitle(request: RequestEntry): string {
  if (request.rpcMethods && request.rpcMethods.length > 0) return request.rpcMethods.join(', ')
  return `${request.method} ${pathOf(request.url)}`
}

/**
 * The short answer a row shows: the error's message, a JSON-RPC result (a wallet's answer is the
 * result itself, e.g. the transaction hash), or how many answers a batch got.
 */
export function requestOutcome(request: RequestEntry): string {
  if (request.state === 'pending') return ''
  if (request.state === 'error') {
    const error = request.error
    const message =
      field(error, 'shortMessage') ?? field(error, 'message') ?? field(error, '$error')
    return summarize(message ?? error ?? 'failed', 100)
  }
  const response = request.response
  const isEnvelope = (value: Json | undefined) => field(value, 'jsonrpc') !== undefined
  if (Array.isArray(response) && response.length > 0 && response.every(isEnvelope)) {
    if (response.length > 1) return `${response.length} answers`
    return summarize(field(response[0], 'result') ?? field(response[0], 'error'), 100)
  }
  if (isEnvelope(response))
    return summarize(field(response, 'result') ?? field(response, 'error'), 100)
  // A wallet's answer (EIP-1193) is the result itself: the transaction hash, the accounts.
  return summarize(response, 100)
}

/** 'ok 200', 'error 503', 'pending'. */
export function requestStatus(request: RequestEntry): string {
  return request.status === undefined ? request.state : `${request.state} ${request.status}`
}
