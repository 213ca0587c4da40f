import type { IncomingMessage } from '../protocol/isFromSecureFrame.js'
import type { FrameHost, FrameRect } from '../transport/FrameHost.js'

export interface PostedMessage {
  message: unknown
  targetOrigin: string
}

/** A FrameHost double: records what is posted and lets a test deliver message events. */
export function createFakeFrameHost() {
  const frameWindow = {
    posted: [] as PostedMessage[],
    postMessage(message: unknown, targetOrigin: string) {
      this.posted.push({ message, targetOrigin })
    },
  }
  const handlers = new Set<(event: IncomingMessage) => void>()
  const mounted: string[] = []
  const placed: (FrameRect | undefined)[] = []
  let removed = 0
  const host: FrameHost = {
    mount(url) {
      mounted.push(url)
      return {
        target: () => frameWindow,
        place: (rect) => placed.push(rect),
        remove: () => {
          removed += 1
        },
      }
    },
    listen(handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
  }
  return {
    host,
    frameWindow,
    mounted,
    placed,
    removed: () => removed,
    /** Delivers a message event to every listener. */
    deliver(event: IncomingMessage) {
      for (const handler of handlers) handler(event)
    },
    listeners: () => handlers.size,
  }
}
