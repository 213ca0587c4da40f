// `@appkit/bip122/verify`: Bitcoin message signatures checked without a wallet or the modal
// (@noble/curves and @noble/hashes; no bitcoinjs-lib), for an app's server as much as the page.
export {
  type BitcoinAddress,
  type BitcoinNetwork,
  decodeBitcoinAddress,
} from './decodeBitcoinAddress.js'
export { isAddressOnBitcoinChain } from './isAddressOnBitcoinChain.js'
export {
  type VerifyBitcoinMessageParameters,
  verifyBitcoinMessage,
} from './verifyBitcoinMessage.js'
export { verifyBitcoinSignature } from './verifyBitcoinSignature.js'
