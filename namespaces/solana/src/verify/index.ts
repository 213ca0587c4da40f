// `@appkit/solana/verify`: ed25519 message signatures checked without a wallet or the modal
// (@noble/curves and @scure/base; no @solana/web3.js), for an app's server as much as the page.
export { verifySolanaSignature } from './verifySolanaSignature.js'
