import type { Verify } from '@walletconnect/types'

/**
 * The line the wallet shows for what WalletConnect Verify said of a proposal's origin, as Reown's
 * wallets word it: a verified domain, a mismatch or scam (a warning), or an unknown domain (no
 * attestation, e.g. a proposal restored after a reload).
 *
 * @example describeVerifyContext(undefined) // 'Domain: Unknown domain (not verified)'
 */
export function describeVerifyContext(context: Verify.Context | undefined): string {
  const verified = context?.verified
  if (verified?.isScam === true) return `Domain: Known security risk (${verified.origin})`
  switch (verified?.validation) {
    case 'VALID':
      return `Domain: Verified (${verified.origin})`
    case 'INVALID':
      return `Domain: Unverified Domain (attested origin ${verified.origin || 'none'})`
    default:
      return 'Domain: Unknown domain (not verified)'
  }
}
