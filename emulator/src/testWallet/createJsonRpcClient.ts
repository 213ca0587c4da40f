import { ProviderRpcError } from './ProviderRpcError.js'

export type JsonRpcRequest = (url: string, method: string, params: unknown) => Promise<unknown>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Sends JSON-RPC 2.0 calls over HTTP. A node's error comes back unchanged as a
 * ProviderRpcError with the node's code, message and data, as a real wallet passes it on, so
 * the dapp can map 'execution reverted' (code 3) and the like itself.
 */
export function createJsonRpcClient(fetchFn: typeof fetch = globalThis.fetch): JsonRpcRequest {
  let nextId = 1
  return async (url, method, params) => {
    const id = nextId++
    let response: Response
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
      })
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new ProviderRpcError(ProviderRpcError.internal, `Could not reach ${url}: ${reason}`)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new ProviderRpcError(
        ProviderRpcError.internal,
        `Invalid JSON-RPC response from ${url} (HTTP ${response.status})`,
      )
    }
    if (isRecord(body) && isRecord(body.error)) {
      const { code, message, data } = body.error
      throw new ProviderRpcError(
        typeof code === 'number' ? code : ProviderRpcError.internal,
        typeof message === 'string' ? message : 'Internal error',
        data,
      )
    }
    if (!response.ok || !isRecord(body) || !('result' in body)) {
      throw new ProviderRpcError(
        ProviderRpcError.internal,
        `Invalid JSON-RPC response from ${url} (HTTP ${response.status})`,
      )
    }
    return body.result
  }
}
