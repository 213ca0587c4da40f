import { AppKitError } from '@appkit/kernel'
import { isPlainObject } from '@appkit/kernel/guards'
import type { Eip155Requester } from '../verify/verifyEip155Signature.js'

export interface JsonRpcRequesterOptions {
  /** Default: the global fetch. */
  fetch?: typeof fetch
  /** Default: 10 s; a verification waits no longer for the node. */
  timeoutMs?: number
}

/** A JSON-RPC error as EIP-1193 providers throw it (viem reads `code` and `data`). */
class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message)
  }
}

/**
 * An EIP-1193 style `request` over a node's HTTP JSON-RPC with plain fetch: what
 * `eip155Verifier({ chain })` needs to check smart-account signatures (ERC-1271, ERC-6492).
 *
 * @example eip155Verifier({ chain: (id) => (id === 'eip155:1' ? createJsonRpcRequester(url) : undefined) })
 */
export function createJsonRpcRequester(
  url: string,
  options: JsonRpcRequesterOptions = {},
): Eip155Requester {
  let id = 0
  return {
    async request({ method, params }) {
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      const body: unknown = await response.json().catch(() => undefined)
      if (isPlainObject(body) && isPlainObject(body.error)) {
        const { code, message, data } = body.error
        throw new JsonRpcError(
          typeof message === 'string' ? message : `${method} failed`,
          typeof code === 'number' ? code : -32603,
          data,
        )
      }
      if (!response.ok || !isPlainObject(body) || !('result' in body)) {
        throw new AppKitError(`JSON-RPC ${method} failed`, {
          category: 'API_ERROR',
          details: `HTTP ${response.status} from the node`,
        })
      }
      return body.result
    },
  }
}
