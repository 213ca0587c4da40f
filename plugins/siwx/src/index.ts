// @appkit/siwx: the public entry point. Only entry points re-export.

export {
  SIWX_SERVICE,
  type SiwxController,
  type SiwxState,
  type SiwxStatus,
} from './flow/SiwxController.js'
export { type UseSignInResult, useSignIn } from './react/useSignIn.js'
export { SIWX_ERRORS, SIWX_PLUGIN_NAME, SIWX_VIEW } from './SIWX_TEXTS.js'
export {
  defaultVerifiers,
  SIWX_DEFAULT_SESSION_MS,
  type SiwxOptions,
  siwx,
} from './siwx.js'
export {
  createLocalSiwxStorage,
  type LocalSiwxStorageOptions,
  SIWX_SESSIONS_KEY,
} from './storage/createLocalSiwxStorage.js'
export {
  createServerSiwxStorage,
  SERVER_SIWX_NAMESPACES,
  type ServerSiwxStorageOptions,
} from './storage/createServerSiwxStorage.js'
export type { SiwxStorage } from './storage/SiwxStorage.js'
export { type AdapterVerifierContext, adapterVerifier } from './verify/adapterVerifier.js'
export {
  BLOCKCHAIN_NAMES,
  bip122Verifier,
  type CreateMessageDataParameters,
  checkSessionClaims,
  createMessageData,
  type Eip155Requester,
  type Eip155VerifierOptions,
  eip155Verifier,
  findMessageDataProblem,
  formatSiwxMessage,
  generateNonce,
  isSiwxSession,
  NONCE_LENGTH,
  refusalReasonOf,
  type SessionClaimsContext,
  SIWX_REFUSAL_REASONS,
  type SiwxCacao,
  type SiwxMessageData,
  type SiwxRefusalReason,
  type SiwxSession,
  type SiwxVerifier,
  siwxRefusal,
  solanaVerifier,
  type VerifySiwxSessionContext,
  verifySiwxSession,
} from './verify/index.js'
