/** ERC-7715 methods the user approves in the frame; they need a smart account. */
export const GRANT_PERMISSIONS_METHOD = 'wallet_grantPermissions'
export const REVOKE_PERMISSIONS_METHOD = 'wallet_revokePermissions'

export const isSessionMethod = (method: string) =>
  method === GRANT_PERMISSIONS_METHOD || method === REVOKE_PERMISSIONS_METHOD
