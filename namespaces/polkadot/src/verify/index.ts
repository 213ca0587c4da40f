// `@appkit/polkadot/verify`: signatures checked with @polkadot/util-crypto (load it to verify).
export {
  type VerifyPolkadotSignatureParameters,
  verifyPolkadotSignature,
} from './verifyPolkadotSignature.js'
