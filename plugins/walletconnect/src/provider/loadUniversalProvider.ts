import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import type { UniversalProviderLike } from './UniversalProviderLike.js'

/** The part of the library's client the plugin reaches into: verify, and the relay socket. */
interface ClientInternals {
  client?: {
    core?: {
      verify?: { register?: (params: { id: string; decryptedId: string }) => Promise<string> }
      relayer?: { transportClose?: () => Promise<void> }
    }
  }
}

/**
 * Imports `@walletconnect/universal-provider` (a chunk of its own: never at plugin setup) and
 * initialises it with `options` (see universalProviderOptions). Verify has no option: in a
 * browser the client would load an iframe from verify.walletconnect.org to attest each
 * proposal, so its `register` is replaced by one that attests nothing (wallets then skip the
 * check, as they do for an unverified origin).
 */
export async function loadUniversalProvider(
  options: UniversalProviderOpts,
): Promise<UniversalProviderLike> {
  const module = await import('@walletconnect/universal-provider')
  const UniversalProvider = module.UniversalProvider ?? module.default
  const provider = await UniversalProvider.init(options)
  const verify = (provider as ClientInternals).client?.core?.verify
  if (verify) verify.register = async () => ''
  return provider
}

/** Closes the library's relay socket (a kit's teardown). Never fails. */
export async function closeUniversalProvider(provider: UniversalProviderLike): Promise<void> {
  try {
    await (provider as ClientInternals).client?.core?.relayer?.transportClose?.()
  } catch {
    // Already closed.
  }
}
