import type { ChainNamespace, PluginContext } from '@appkit/kernel'
import type { SiwxVerifier } from './SiwxVerifier.js'

/** What an adapter verifier reads: the configured networks and the family's adapter. */
export type AdapterVerifierContext = Pick<PluginContext, 'registry' | 'adapter'>

/**
 * Verifies a family's sessions with its namespace adapter (`verifyMessage`), on the configured
 * network the session names. A family whose adapter is not installed or cannot verify, or a
 * network the app does not configure, has no valid sessions.
 */
export function adapterVerifier(
  context: AdapterVerifierContext,
  namespace: ChainNamespace,
): SiwxVerifier {
  return {
    namespace,
    async verify(session) {
      const adapter = context.adapter(namespace)
      const caipNetwork = context.registry.store
        .getState()
        .networks.find((network) => network.caipNetworkId === session.data.chainId)
      if (!adapter?.verifyMessage || !caipNetwork) return false
      return adapter.verifyMessage({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
        caipNetwork,
      })
    },
  }
}
