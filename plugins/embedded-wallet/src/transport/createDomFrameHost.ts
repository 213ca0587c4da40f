import type { FrameHost, FrameRect, MountedFrame } from './FrameHost.js'
import { frameMessages } from './frameMessages.js'

/** Above the modal (its z-index is 2147483000), so the approval shows inside its view. */
const FRAME_Z_INDEX = '2147483001'

function hide(frame: HTMLIFrameElement): void {
  // Styles through the CSSOM: a strict CSP (no 'unsafe-inline' styles) allows these.
  Object.assign(frame.style, {
    position: 'fixed',
    top: '0px',
    left: '0px',
    width: '0px',
    height: '0px',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
    zIndex: '-1',
  })
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
}

function show(frame: HTMLIFrameElement, rect: FrameRect): void {
  Object.assign(frame.style, {
    top: `${rect.top}px`,
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    opacity: '1',
    pointerEvents: 'auto',
    zIndex: FRAME_Z_INDEX,
  })
  frame.removeAttribute('aria-hidden')
  frame.tabIndex = 0
}

/**
 * The browser FrameHost: a hidden iframe appended to `document.body` (no `allow` permissions,
 * no `sandbox` escape needed: the secure site runs scripts and same-origin requests only), and
 * the window's message events. `title` is the frame's accessible name, in the visitor's locale
 * (default 'Embedded wallet').
 */
export function createDomFrameHost(
  doc: Document = document,
  win: Window = window,
  title: string = frameMessages.title.message,
): FrameHost {
  return {
    mount(url): MountedFrame {
      const frame = doc.createElement('iframe')
      frame.title = title
      frame.dataset.appkitEmbeddedWallet = ''
      frame.referrerPolicy = 'origin'
      hide(frame)
      frame.src = url
      doc.body.appendChild(frame)
      return {
        target: () => frame.contentWindow,
        place: (rect) => (rect ? show(frame, rect) : hide(frame)),
        remove: () => frame.remove(),
      }
    },
    listen(handler) {
      const listener = (event: MessageEvent) => handler(event)
      win.addEventListener('message', listener)
      return () => win.removeEventListener('message', listener)
    },
  }
}
