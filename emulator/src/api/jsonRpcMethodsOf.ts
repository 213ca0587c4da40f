/** The JSON-RPC method names a request body calls (one, or each of a batch); [] when not JSON-RPC. */
export function jsonRpcMethodsOf(body: Buffer): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch {
    return []
  }
  const calls: unknown[] = Array.isArray(parsed) ? parsed : [parsed]
  return calls.flatMap((call) =>
    typeof call === 'object' &&
    call !== null &&
    typeof (call as { method?: unknown }).method === 'string'
      ? [(call as { method: string }).method]
      : [],
  )
}
