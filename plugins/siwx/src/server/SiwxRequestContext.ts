import type { SiwxHandlerSettings } from './resolveSiwxHandlerSettings.js'

/** What an endpoint gets: the request, the handler's settings, and the checked page origin. */
export interface SiwxRequestContext {
  request: Request
  url: URL
  settings: SiwxHandlerSettings
  /** The page's origin from the Origin header, already allowed; undefined when not sent. */
  pageOrigin: string | undefined
  /** Whether pages of `origin` may use the endpoints (and sessions may name its URIs). */
  isAllowedOrigin(origin: string): boolean
}
