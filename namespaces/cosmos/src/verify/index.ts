// `@appkit/cosmos/verify`: ADR-36 signatures checked with cosmjs (load it when you verify).
export { adr36SignDoc } from './adr36SignDoc.js'
export {
  type VerifyAdr36SignatureParameters,
  verifyAdr36Signature,
} from './verifyAdr36Signature.js'
