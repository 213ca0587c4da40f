import type { IncomingMessage } from '../protocol/isFromSecureFrame.js'
import type { PopupHost, PopupWindow } from '../transport/PopupHost.js'

/** A PopupHost double: popups a test can close, and message events it delivers. */
export function createFakePopupHost(options: { blocked?: boolean } = {}) {
  const handlers = new Set<(event: IncomingMessage) => void>()
  const popups: (PopupWindow & { url?: string; closed: boolean })[] = []
  const host: PopupHost = {
    open() {
      if (options.blocked) return undefined
      const popup = {
        window: { name: `popup ${popups.length}` },
        closed: false,
        url: undefined as string | undefined,
        isClosed: () => popup.closed,
        navigate: (url: string) => {
          popup.url = url
        },
        close: () => {
          popup.closed = true
        },
      }
      popups.push(popup)
      return popup
    },
    listen(handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
  }
  return {
    host,
    popups,
    deliver(event: IncomingMessage) {
      for (const handler of handlers) handler(event)
    },
    listeners: () => handlers.size,
  }
}
