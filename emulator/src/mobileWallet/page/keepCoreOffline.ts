import type { ICore } from '@walletconnect/types'

interface ResolveParams {
  attestationId?: string
  encryptedId?: string
}

/**
 * Turns off the parts of a WalletConnect Core that call WalletConnect's cloud, which has no
 * option for it: `telemetryEnabled: false` stops the event batches, but WalletKit still posts
 * an INIT event to pulse.walletconnect.org. Verify is pointed at the emulator's stand-in
 * (`verifyUrl`, e.g. {page origin}/verify/v3): a dapp's attestation (a JWT the relay carries) is
 * checked with the public key fetched from there, and the old lookup by hash, whose URL is
 * hard-coded, is never made (the context then stays UNKNOWN). A wallet registers nothing.
 * The page's Content-Security-Policy (connect-src 'self', no frames) blocks anything missed.
 */
export function keepCoreOffline(core: ICore, verifyUrl: string): void {
  core.eventClient.init = async () => {}
  core.verify.register = async () => ''
  const resolve = core.verify.resolve.bind(core.verify)
  Object.assign(core.verify, {
    verifyUrlV3: verifyUrl,
    resolve: async ({ attestationId, encryptedId }: ResolveParams) =>
      attestationId
        ? resolve({ attestationId, ...(encryptedId ? { encryptedId } : {}) })
        : undefined,
  })
  core.echoClient.registerDeviceToken = async () => {
    throw new Error('Push notifications are not available offline')
  }
}
