import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import type { UniversalProviderLike } from './UniversalProviderLike.js'

/** The part of the library's client the plugin reaches into here: the relay socket. */
interface ClientInternals {
  client?: { core?: { relayer?: { transportClose?: () => Promise<void> } } }
}

/**
 * Imports `@walletconnect/universal-provider` (a chunk of its own: never at plugin setup) and
 * initialises it with `options` (see universalProviderOptions). Verify has no option: the
 * plugin points it at its own Verify URL right after (see watchVerify), before any request.
 */
export async function loadUniversalProvider(
  options: UniversalProviderOpts,
): Promise<UniversalProviderLike> {
  const module = await import('@walletconnect/universal-provider')
  const UniversalProvider = module.UniversalProvider ?? module.default
  return UniversalProvider.init(options)
}

/** Closes the library's relay socket (a kit's teardown). Never fails. */
export async function closeUniversalProvider(provider: UniversalProviderLike): Promise<void> {
  try {
    await (provider as ClientInternals).client?.core?.relayer?.transportClose?.()
  } catch {
    // Already closed.
  }
}
