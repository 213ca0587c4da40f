export interface RpcCall {
  method: string
  params: unknown[]
}

/** One call's answer: its result, or the error message. */
export type RpcAnswer = { ok: true; result: unknown } | { ok: false; error: string }

function answerOf(item: unknown): RpcAnswer {
  const reply = item as { result?: unknown; error?: { message?: unknown } } | null
  if (reply && 'result' in reply) return { ok: true, result: reply.result }
  return { ok: false, error: String(reply?.error?.message ?? 'No answer') }
}

/**
 * Sends JSON-RPC calls to a node in one batch (plain fetch: these are devtools' own calls, kept
 * out of the kit's request hooks) and returns the answers in call order.
 */
export async function postJsonRpc(
  fetchImpl: typeof fetch,
  url: string,
  calls: readonly RpcCall[],
): Promise<RpcAnswer[]> {
  const body = calls.map((call, index) => ({ jsonrpc: '2.0', id: index + 1, ...call }))
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`)
  const replies: unknown = await response.json()
  const list = Array.isArray(replies) ? replies : [replies]
  return calls.map((_, index) =>
    answerOf(list.find((reply) => (reply as { id?: unknown } | null)?.id === index + 1)),
  )
}
