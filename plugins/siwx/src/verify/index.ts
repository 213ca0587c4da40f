// Entry point of `@appkit/siwx/verify`: message text and verification without React or the
// modal, for an app's server (Node) as much as for the page.

export { BLOCKCHAIN_NAMES } from '../message/BLOCKCHAIN_NAMES.js'
export {
  type CreateMessageDataParameters,
  createMessageData,
} from '../message/createMessageData.js'
export { findMessageDataProblem } from '../message/findMessageDataProblem.js'
export { formatSiwxMessage } from '../message/formatSiwxMessage.js'
export { generateNonce, NONCE_LENGTH } from '../message/generateNonce.js'
export { isSiwxSession } from '../message/isSiwxSession.js'
export type { SiwxCacao, SiwxMessageData, SiwxSession } from '../message/SiwxMessageData.js'
export { bip122Verifier } from './bip122Verifier.js'
export { checkSessionClaims, type SessionClaimsContext } from './checkSessionClaims.js'
export { type Eip155VerifierOptions, eip155Verifier } from './eip155Verifier.js'
export type { SiwxVerifier } from './SiwxVerifier.js'
export {
  refusalReasonOf,
  SIWX_REFUSAL_REASONS,
  type SiwxRefusalReason,
  siwxRefusal,
} from './siwxRefusal.js'
export { solanaVerifier } from './solanaVerifier.js'
export type { Eip155Requester } from './verifyEip155Signature.js'
export { type VerifySiwxSessionContext, verifySiwxSession } from './verifySiwxSession.js'
