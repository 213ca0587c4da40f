/** The EIP-712 domain name AppKitSmartAccount checks (NAME_HASH in AppKitSmartAccount.sol). */
export const SMART_ACCOUNT_DOMAIN_NAME = 'AppKitSmartAccount'
