import type { IncomingMessage } from 'node:http'

export class BodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`Request body is larger than ${limitBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** Collects a request body, failing with BodyTooLargeError past `limitBytes`. */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > limitBytes) throw new BodyTooLargeError(limitBytes)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}
