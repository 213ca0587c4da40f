import { type RelayFrame, type RelayRpcId, RPC_ERRORS } from './relayJsonRpc.js'

const BIG_ID_MARK = '\u0000bigint:'
/** `"id": 1234567890123456789` with more digits than a double holds exactly. */
const BIG_ID = /("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g

/**
 * Reads one text frame from a client: a request, a response (a delivery acknowledgement), or
 * why it is neither. Never throws.
 */
export function decodeRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text.replace(BIG_ID, '$1"\\u0000bigint:$2"'))
  } catch {
    return { kind: 'invalid', id: null, code: RPC_ERRORS.parse, message: 'Parse error' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid(null, 'Invalid request: expected one JSON-RPC object')
  }
  const frame = value as Record<string, unknown>
  const id = readId(frame.id)
  if (frame.jsonrpc !== '2.0') return invalid(id ?? null, 'Invalid request: jsonrpc must be "2.0"')
  if (id === undefined) return invalid(null, 'Invalid request: id must be a string or a number')
  if ('method' in frame) {
    if (typeof frame.method !== 'string' || frame.method === '') {
      return invalid(id, 'Invalid request: method must be a non-empty string')
    }
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if ('result' in frame) return { kind: 'response', id, result: frame.result }
  if ('error' in frame) {
    const error = frame.error as { code?: unknown; message?: unknown } | null
    return {
      kind: 'response',
      id,
      error: {
        code: typeof error?.code === 'number' ? error.code : RPC_ERRORS.internal,
        message: typeof error?.message === 'string' ? error.message : 'Unknown error',
      },
    }
  }
  return invalid(id, 'Invalid request: expected a method, a result or an error')
}

function readId(value: unknown): RelayRpcId | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value !== 'string') return undefined
  return value.startsWith(BIG_ID_MARK) ? BigInt(value.slice(BIG_ID_MARK.length)) : value
}

function invalid(id: RelayRpcId | null, message: string): RelayFrame {
  return { kind: 'invalid', id, code: RPC_ERRORS.invalidRequest, message }
}
