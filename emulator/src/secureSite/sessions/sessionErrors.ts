import { SignRequestError } from '../signing/SignRequestError.js'

/** -32602 for a malformed wallet_grantPermissions request, naming what is wrong. */
export const invalidPermissionRequest = (what: string) =>
  new SignRequestError(`Invalid permission request: ${what}`, -32602)

/** -32602 for a session id no index or chain knows, or one already revoked. */
export const unknownSession = (id: string) => new SignRequestError(`Unknown session: ${id}`, -32602)

/** 4100 when the active account cannot hold sessions (an EOA, or no smart accounts there). */
export const needsSmartAccount = () =>
  new SignRequestError('Smart sessions need a smart account', 4100)
