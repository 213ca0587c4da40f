import type { UniversalProviderLike } from '../provider/UniversalProviderLike.js'
import { type VerifyValidation, verificationOf } from './verificationOf.js'

/** The library's Verify client (`client.core.verify`), as far as the plugin reaches into it. */
export interface VerifyClientLike {
  /** Attests a request's origin (an iframe of `{verifyUrlV3}/attestation`); '' when none came. */
  register: (params: { id: string; decryptedId: string }) => Promise<string | undefined>
  /** Checks an attestation with the key from `{verifyUrlV3}/public-key`. */
  resolve: (params: { attestationId?: string; encryptedId?: string }) => Promise<unknown>
  /** Hard-coded to https://verify.walletconnect.org/v3 by the library; an instance field. */
  verifyUrlV3?: string
}

interface ProviderWithVerify {
  client?: { core?: { verify?: VerifyClientLike } }
}

export interface WatchVerifyOptions {
  /** Where attestations and the public key are fetched (see defaultVerifyUrl). */
  verifyUrl: string
  /** The app's URL as its metadata tells wallets; its origin must be the attested one. */
  appUrl: string | undefined
  /** Called once per session the visitor approved, with what Verify said of its proposal. */
  onSessionVerified: (validation: VerifyValidation) => void
}

/**
 * Points the library's Verify client at `verifyUrl` and reads back what it attested for each
 * session proposal: `connect` is wrapped so that the last attestation registered while it runs
 * (the proposal's; a refreshed pairing's replaces it) is resolved once the wallet approves. A
 * page without a window has no origin to attest (the library skips it): nothing is reported.
 */
export function watchVerify(provider: UniversalProviderLike, options: WatchVerifyOptions): void {
  const verify = (provider as ProviderWithVerify).client?.core?.verify
  if (!verify) return
  verify.verifyUrlV3 = options.verifyUrl
  const appUrl =
    options.appUrl ?? (typeof window === 'undefined' ? undefined : window.location.href)
  if (appUrl === undefined || typeof window === 'undefined') return

  const register = verify.register.bind(verify)
  const resolve = verify.resolve.bind(verify)
  let connecting = 0
  let proposal: Promise<VerifyValidation> | undefined
  verify.register = async (params) => {
    const attestation = await register(params)
    if (connecting > 0) {
      proposal = attestation
        ? resolve({ attestationId: attestation, encryptedId: params.id }).then(
            (resolved) => verificationOf(resolved, appUrl),
            () => 'UNKNOWN' as const,
          )
        : Promise.resolve('UNKNOWN')
    }
    return attestation
  }

  const connect = provider.connect.bind(provider)
  provider.connect = async (params) => {
    connecting += 1
    proposal = undefined
    try {
      const session = await connect(params)
      const verified = proposal ?? Promise.resolve<VerifyValidation>('UNKNOWN')
      void verified.then(options.onSessionVerified)
      return session
    } finally {
      connecting -= 1
    }
  }
}
