import type { SolanaRpcMethod } from './createSolanaRpcMethods.js'
import { SolanaRpcError } from './SolanaRpcError.js'

type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: unknown; result: unknown }
  | { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string; data?: unknown } }

function errorResponse(id: unknown, code: number, message: string, data?: unknown) {
  return {
    jsonrpc: '2.0' as const,
    id,
    error: { code, message, ...(data === undefined ? {} : { data }) },
  }
}

function answer(methods: Record<string, SolanaRpcMethod>, call: unknown): JsonRpcResponse {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) {
    return errorResponse(null, -32600, 'Invalid request')
  }
  const { id = null, method, params = [] } = call as Record<string, unknown>
  if (typeof method !== 'string') return errorResponse(id, -32600, 'Invalid request')
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!run) return errorResponse(id, -32601, 'Method not found')
  if (!Array.isArray(params)) return errorResponse(id, -32602, 'Invalid params')
  try {
    return { jsonrpc: '2.0', id, result: run(params) }
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      return errorResponse(id, error.code, error.message, error.data)
    }
    return errorResponse(id, -32603, (error as Error).message ?? 'Internal error')
  }
}

/**
 * Answers a JSON-RPC body (one call or a batch) with the given methods: unknown methods get
 * -32601, bad params -32602, failed transactions the Solana error (-32002) with logs.
 */
export function handleSolanaRpc(
  methods: Record<string, SolanaRpcMethod>,
  body: string,
): JsonRpcResponse | JsonRpcResponse[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorResponse(null, -32700, 'Parse error')
  }
  if (Array.isArray(parsed)) return parsed.map((call) => answer(methods, call))
  return answer(methods, parsed)
}
