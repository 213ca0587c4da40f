/** What devtools shows of a JSON-RPC request body: the parsed body, batch size and methods. */
export interface RpcBodyDescription {
  body: unknown
  batchSize: number
  rpcMethods: string[]
}

function methodOf(call: unknown): string {
  const method = (call as { method?: unknown } | null)?.method
  return typeof method === 'string' ? method : 'unknown'
}

/** Reads the JSON text viem sends (one call or a batch array). */
export function describeRpcBody(text: unknown): RpcBodyDescription {
  let body: unknown = text
  if (typeof text === 'string') {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  const calls = Array.isArray(body) ? body : [body]
  return { body, batchSize: calls.length, rpcMethods: calls.map(methodOf) }
}
