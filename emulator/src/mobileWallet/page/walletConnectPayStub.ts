/**
 * Stands in for @walletconnect/pay in the page bundle (see bundleWalletPage): WalletKit asks
 * `isAvailable()` before it creates a Pay client, so no payment code is loaded or called.
 */
// biome-ignore lint/complexity/noStaticOnlyClass: WalletKit calls WalletConnectPay.isAvailable().
export class WalletConnectPay {
  static isAvailable(): boolean {
    return false
  }
}
