// Entry point of `@appkit/siwx/server`: the sign-in endpoints on web-standard Request and
// Response, and the stores they keep nonces and sessions in. No React, no modal.

export { createJsonRpcRequester, type JsonRpcRequesterOptions } from './createJsonRpcRequester.js'
export { createMemorySiwxStore, type MemorySiwxStore } from './createMemorySiwxStore.js'
export {
  createSiwxHandler,
  type SiwxHandler,
  type SiwxHandlerOptions,
  type SiwxRequestHandler,
} from './createSiwxHandler.js'
export { SIWX_COOKIE_NAME, type SiwxCookieOptions } from './formatOwnerCookie.js'
export type { SiwxServerStore, StoredSiwxSession } from './SiwxServerStore.js'
export { SIWX_REASON_STATUS, type SiwxServerReason } from './siwxAnswer.js'
export { type NodeListener, type NodeListenerOptions, toNodeListener } from './toNodeListener.js'
