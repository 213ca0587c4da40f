/** The parts of a MessageEvent the origin check reads. */
export interface IncomingMessage {
  origin: string
  source: unknown
  data: unknown
}

/**
 * True only for a message from the secure site's origin sent by the plugin's own frame window:
 * another frame (even one from the same origin) or the page itself is never trusted.
 */
export function isFromSecureFrame(
  event: Pick<IncomingMessage, 'origin' | 'source'>,
  secureOrigin: string,
  frameWindow: unknown,
): boolean {
  return (
    event.origin === secureOrigin &&
    frameWindow !== null &&
    frameWindow !== undefined &&
    event.source === frameWindow
  )
}
