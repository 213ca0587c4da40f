import type { ICore } from '@walletconnect/types'

/**
 * Turns off the parts of a WalletConnect Core that call WalletConnect's cloud, which has no
 * option for it: `telemetryEnabled: false` stops the event batches, but WalletKit still posts
 * an INIT event to pulse.walletconnect.org, and the Verify API fetches attestations from
 * verify.walletconnect.org/.com (its URL cannot be changed: unknown URLs fall back to it) and
 * registers them through an iframe. After this the only traffic is the relay socket.
 * The page's Content-Security-Policy (connect-src 'self', no frames) blocks anything missed.
 */
export function keepCoreOffline(core: ICore): void {
  core.eventClient.init = async () => {}
  core.verify.register = async () => ''
  // Without an attestation the SDK's own resolve gives undefined: the context stays UNKNOWN.
  Object.assign(core.verify, { resolve: async () => undefined })
  core.echoClient.registerDeviceToken = async () => {
    throw new Error('Push notifications are not available offline')
  }
}
