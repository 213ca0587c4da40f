/**
 * The Verify API the emulator serves beside the project API: `http://host:4100` ->
 * `http://host:4100/verify/v3` (WalletConnect's own is https://verify.walletconnect.org/v3).
 */
export function defaultVerifyUrl(apiUrl: string): string {
  return new URL('/verify/v3', apiUrl).href
}
