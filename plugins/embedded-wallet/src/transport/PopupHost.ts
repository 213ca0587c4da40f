import type { IncomingMessage } from '../protocol/isFromSecureFrame.js'

/** The social login popup, as the plugin sees it. */
export interface PopupWindow {
  /** The popup's window: the only source a result is accepted from. */
  readonly window: unknown
  isClosed(): boolean
  navigate(url: string): void
  close(): void
}

/** Opens popups and hears what they post: the browser window, or a test double. */
export interface PopupHost {
  /** Opens an empty popup (call it inside the click, or browsers block it); undefined if blocked. */
  open(): PopupWindow | undefined
  listen(handler: (event: IncomingMessage) => void): () => void
}

const POPUP_FEATURES = 'popup,width=480,height=640'

/** The browser PopupHost: `window.open` and the window's message events. */
export function createDomPopupHost(win: Window = window): PopupHost {
  return {
    open() {
      // '_blank': a window of its own per opening. A shared name would let two kits on one page
      // reuse (and close, and accept messages from) each other's popup.
      const popup = win.open('', '_blank', POPUP_FEATURES)
      if (!popup) return undefined
      return {
        window: popup,
        isClosed: () => popup.closed,
        navigate: (url) => {
          popup.location.href = url
        },
        close: () => popup.close(),
      }
    },
    listen(handler) {
      const listener = (event: MessageEvent) => handler(event)
      win.addEventListener('message', listener)
      return () => win.removeEventListener('message', listener)
    },
  }
}
