import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'

/** A Node `request` listener, also an Express/Connect middleware (`next` optional). */
export type NodeListener = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void

export interface NodeListenerOptions {
  /**
   * Default: 'https' on a TLS socket, else 'http'. Behind a proxy that ends TLS, say 'https' (it
   * decides the cookie's Secure flag).
   */
  protocol?: 'http' | 'https'
}

/** Express keeps the mounted path in `originalUrl`, and a parsed body in `body`. */
type NodeRequest = IncomingMessage & { originalUrl?: string; body?: unknown }

/**
 * The request body as a web stream that reads from Node only as fast as it is consumed: when
 * the handler stops at its size limit, nothing more is read (and the connection is closed after
 * the answer) instead of buffering whatever the client keeps sending.
 */
function bodyStream(req: IncomingMessage, onAbandon: () => void): ReadableStream<Uint8Array> {
  let open = true
  const stop = () => {
    open = false
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onError)
    req.pause()
  }
  let controller: ReadableStreamDefaultController<Uint8Array>
  const onData = (chunk: Buffer | string) => {
    if (!open) return
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    if ((controller.desiredSize ?? 0) <= 0) req.pause()
  }
  const onEnd = () => {
    stop()
    controller.close()
  }
  const onError = (error: Error) => {
    stop()
    controller.error(error)
  }
  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
      req.pause()
      req.on('data', onData)
      req.once('end', onEnd)
      req.once('error', onError)
    },
    pull() {
      req.resume()
    },
    cancel() {
      stop()
      onAbandon()
    },
  })
}

/** A body some middleware (express.json()) already read, as bytes again. */
function parsedBody(body: unknown): Uint8Array {
  if (body instanceof Uint8Array) return body
  return new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body))
}

function toRequest(req: NodeRequest, options: NodeListenerOptions, onAbandon: () => void) {
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true
  const protocol = options.protocol ?? (encrypted ? 'https' : 'http')
  const url = new URL(
    req.originalUrl ?? req.url ?? '/',
    `${protocol}://${req.headers.host ?? 'localhost'}`,
  )
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headersDistinct)) {
    for (const item of value ?? []) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // Read already: by express.json() (kept in req.body), or by a middleware that kept nothing, whose
  // body is then empty here (a 400, never a wait for an 'end' that has passed).
  const alreadyRead = req.readableEnded
  const body = !hasBody
    ? null
    : alreadyRead
      ? parsedBody(req.body ?? '')
      : bodyStream(req, onAbandon)
  if (alreadyRead) headers.delete('content-length')
  return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit)
}

async function writeResponse(res: ServerResponse, response: Response, closeAfter: boolean) {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  // The client may still be sending a body past the limit: do not wait to read it.
  if (closeAfter) res.setHeader('Connection', 'close')
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Serves a handler (`createSiwxHandler`) from Node's http server or Express: the request
 * becomes a web Request (the body streamed, so the size limit holds without buffering), the
 * Response is written back with each Set-Cookie. As middleware, a path the handler does not
 * know goes on to `next`.
 *
 * @example
 * app.use('/api/auth', toNodeListener(createSiwxHandler({ store, origins: ['https://app.example'] })))
 */
export function toNodeListener(
  handler: { handle(request: Request): Promise<Response> },
  options: NodeListenerOptions = {},
): NodeListener {
  return (req, res, next) => {
    let abandoned = false
    const answer = async () => {
      const request = toRequest(req, options, () => {
        abandoned = true
      })
      const response = await handler.handle(request)
      if (response.status === 404 && next) {
        next()
        return
      }
      await writeResponse(res, response, abandoned && !req.complete)
    }
    answer().catch((error: unknown) => {
      if (next) next(error)
      else if (!res.headersSent) res.writeHead(500).end()
      else res.destroy(error instanceof Error ? error : undefined)
    })
  }
}
