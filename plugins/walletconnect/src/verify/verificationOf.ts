/** What WalletConnect Verify says of an origin, as wallets read it (`verifyContext.verified.validation`). */
export type VerifyValidation = 'VALID' | 'INVALID' | 'UNKNOWN'

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * The validation of an attestation the library resolved (`core.verify.resolve`), the way the Sign
 * client's `getVerifyContext` decides it for a wallet: VALID when the attested origin is the
 * app's, INVALID when it is another or a scam, UNKNOWN when nothing verified was attested (an empty
 * or unverified attestation resolves to undefined). The value comes from a decoded JWT, so it is
 * checked field by field.
 *
 * @example verificationOf({ origin: 'http://127.0.0.1:5173', isScam: false, isVerified: true }, 'http://127.0.0.1:5173') // 'VALID'
 */
export function verificationOf(resolved: unknown, appUrl: string): VerifyValidation {
  if (typeof resolved !== 'object' || resolved === null) return 'UNKNOWN'
  const { origin, isScam, isVerified } = resolved as Record<string, unknown>
  if (typeof origin !== 'string' || isVerified === false) return 'UNKNOWN'
  if (isScam === true) return 'INVALID'
  const expected = originOf(appUrl)
  return expected !== undefined && originOf(origin) === expected ? 'VALID' : 'INVALID'
}
