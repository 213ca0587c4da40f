// @appkit/siwx: the public entry point. Only entry points re-export.

export {
  SIWX_SERVICE,
  type SiwxController,
  type SiwxState,
  type SiwxStatus,
} from './flow/SiwxController.js'
export { type UseSignInResult, useSignIn } from './react/useSignIn.js'
export { SIWX_ERRORS, SIWX_PLUGIN_NAME, SIWX_VIEW } from './SIWX_TEXTS.js'
export { defaultVerifiers, SIWX_DEFAULT_SESSION_MS, type SiwxOptions, siwx } from './siwx.js'
export {
  createLocalSiwxStorage,
  type LocalSiwxStorageOptions,
  SIWX_SESSIONS_KEY,
} from './storage/createLocalSiwxStorage.js'
export {
  createServerSiwxStorage,
  type ServerSiwxStorageOptions,
} from './storage/createServerSiwxStorage.js'
export type { SiwxStorage } from './storage/SiwxStorage.js'
export * from './verify/index.js'
