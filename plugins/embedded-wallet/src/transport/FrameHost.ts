import type { IncomingMessage } from '../protocol/isFromSecureFrame.js'

/** Where the secure frame is shown while the user approves a request (page coordinates). */
export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

/** The mounted iframe, as the transport sees it. */
export interface MountedFrame {
  /** The frame's window (`contentWindow`), null before it exists. */
  target(): { postMessage(message: unknown, targetOrigin: string): void } | null
  /** Makes the frame visible over `rect` (approval); `undefined` hides it again. */
  place(rect: FrameRect | undefined): void
  remove(): void
}

/** The page the frame lives in: the DOM in browsers, a test double in unit tests. */
export interface FrameHost {
  mount(url: string): MountedFrame
  listen(handler: (event: IncomingMessage) => void): () => void
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const SYSTEM_TIMERS: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
