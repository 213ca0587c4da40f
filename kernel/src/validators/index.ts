// Entry point of `@appkit/kernel/validators`: cheap checks, importable without the kernel.

export { checksumEvmAddress } from './checksumEvmAddress.js'
export { describeValue } from './describeValue.js'
export {
  ETHEREUM_COIN_TYPE,
  evmChainIdToCoinType,
  isCoinTypeChainId,
} from './evmChainIdToCoinType.js'
export { ACCOUNT_NAME_MIN_LENGTH, assertAccountName, isAccountName } from './isAccountName.js'
export { assertEmail, isEmail } from './isEmail.js'
export { assertEvmAddress, type IsEvmAddressOptions, isEvmAddress } from './isEvmAddress.js'
export { isHex, isHexBytes } from './isHex.js'
export { assertOneTimeCode, isOneTimeCode } from './isOneTimeCode.js'
export {
  assertSocialProvider,
  isSocialProvider,
  SOCIAL_LOGIN_PROVIDERS,
  type SocialLoginProvider,
} from './isSocialProvider.js'
export { assertSolanaAddress, isSolanaAddress } from './isSolanaAddress.js'
export {
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
  toCaipAddress,
} from './parseCaipAddress.js'
export {
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
  toCaipNetworkId,
} from './parseCaipNetworkId.js'
export { isSendCalls, type SendCall, validateSendCalls } from './validateSendCalls.js'
export {
  isValidSendRequest,
  type SendRequest,
  type SendToken,
  type ValidSendRequest,
  validateSendRequest,
} from './validateSendRequest.js'
export { validationError } from './validationError.js'
