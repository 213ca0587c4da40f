import {
  type ChainNamespace,
  type Connection,
  getConnector,
  type PluginContext,
} from '@appkit/kernel'
import type { WalletConnectProvider } from '../provider/createWalletConnectProvider.js'

export interface ConnectWalletConnectSessionOptions {
  /** The plugin's context: the families' adapters, the registry to read, and connect. */
  context: Pick<PluginContext, 'adapter' | 'connect' | 'registry'>
  provider: Pick<WalletConnectProvider, 'pair' | 'sessionAccounts'>
  /** The plugin's connectors, one per namespace it serves ('walletConnect', 'walletConnect:solana'). */
  connectorIds: readonly string[]
}

/** The WalletConnect connectors whose family the app has enabled (its namespace plugin is in). */
function enabledConnectors(options: ConnectWalletConnectSessionOptions) {
  const state = options.context.registry.store.getState()
  return options.connectorIds.flatMap((id) => {
    const connector = getConnector(state, id)
    return connector && options.context.adapter(connector.chain) && state.chains[connector.chain]
      ? [{ id, namespace: connector.chain }]
      : []
  })
}

/**
 * Connects through WalletConnect: one session, one wallet, in every namespace it was approved in.
 * The pairing runs inside the connect of the active family's WalletConnect connector (else the
 * first enabled one), so the registry shows that family 'connecting' and restores it on failure
 * (spec §4). Then each other enabled family with accounts in the session joins, unless another
 * wallet is connected there (the session never displaces it). The family the visitor was on stays
 * active. When the wallet approved none of the active family, the families it approved connect
 * all the same. Without any enabled family it only pairs. Resolves with the first connection.
 *
 * These are connects of one wallet, not multi-wallet: the multi-wallet gate is not asked.
 */
export async function connectWalletConnectSession(
  options: ConnectWalletConnectSessionOptions,
): Promise<Connection | undefined> {
  const { context, provider } = options
  const enabled = enabledConnectors(options)
  const active = context.registry.store.getState().activeNamespace
  const primary = enabled.find((c) => c.namespace === active) ?? enabled[0]
  if (!primary) {
    await provider.pair()
    return undefined
  }
  let connection: Connection | undefined
  try {
    connection = await context.connect(primary.id)
  } catch (error) {
    // Paired, but the wallet approved none of the active family: the families it did approve
    // still connect. Anything else (declined, closed, failed) is the attempt's error.
    const others = enabled.filter((c) => c !== primary && joins(options, c.namespace))
    if (provider.sessionAccounts(primary.namespace).length > 0 || others.length === 0) throw error
  }
  for (const other of enabled) {
    if (other === primary || !joins(options, other.namespace)) continue
    // A family that fails to join leaves the others connected; its error is the kit's to report.
    // It joins without becoming active: the visitor stays on the family they connected from
    // (and sign-in, if on, asks for that family's account only when the visitor goes there).
    const joined = await context
      .connect(other.id, connection ? { activate: false } : {})
      .catch(() => undefined)
    connection ??= joined
  }
  return connection
}

/** A family joins when the session has accounts there and no wallet (this or another) is connected. */
function joins(options: ConnectWalletConnectSessionOptions, namespace: ChainNamespace): boolean {
  if (options.provider.sessionAccounts(namespace).length === 0) return false
  return options.context.registry.store.getState().chains[namespace]?.status !== 'connected'
}
