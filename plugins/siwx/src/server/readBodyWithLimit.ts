/** What readBodyWithLimit answers when the body has more than the allowed bytes. */
export const BODY_TOO_LARGE = 'too-large'

/**
 * The request's body, read until `maxBytes` and no further: Content-Length is only a hint (a
 * client can send more than it declares, or none), so the bytes are counted as they arrive and
 * reading stops at the first byte past the limit.
 */
export async function readBodyWithLimit(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | typeof BODY_TOO_LARGE> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return BODY_TOO_LARGE
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return BODY_TOO_LARGE
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
