import { AppKitError, toAppKitError } from '../errors/AppKitError.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { Connector } from '../types/Connector.js'
import { applyActiveNetwork } from './applyActiveNetwork.js'
import {
  accountNotFoundError,
  connectorAlreadyConnectedError,
  connectorChainMismatchError,
  connectorReconnectingError,
} from './connectorErrors.js'
import type { RegistryContext } from './RegistryContext.js'
import type { ConnectionStatus } from './registryState.js'
import { requireNamespace } from './requireNamespace.js'
import { getConnector } from './selectors.js'
import { upsertConnection } from './upsertConnection.js'
import { withChainNetwork } from './withChainNetwork.js'
import { withNamespace } from './withNamespace.js'

/** What a namespace plugin's connect step reports back. */
export interface ConnectResult {
  accounts: Connection['accounts']
  caipNetwork: CaipNetwork
}

export interface ConnectOptions {
  /** The reconnect flow itself, which another family's reconnect must not block. */
  reconnect?: boolean
  /**
   * false: the family joins without becoming the active one (another family of the same wallet
   * stays active, e.g. a WalletConnect session's second namespace). Default true.
   */
  activate?: boolean
}

export type Connect = (
  namespace: ChainNamespace,
  connectorId: string,
  run: () => Promise<ConnectResult>,
  options?: ConnectOptions,
) => Promise<Connection>

/**
 * Connects a family through `run` (the namespace plugin's wallet call). The family is
 * 'connecting' while it runs; on success the connection becomes current and active.
 * "A failed connect returns to connected if a current connection exists, else disconnected";
 * "Connecting the same connector as the current one is rejected" (spec §4).
 */
export function createConnect(ctx: RegistryContext): Connect {
  return async function connect(namespace, connectorId, run, options = {}) {
    const before = ctx.store.getState()
    const previous = requireNamespace(before, namespace)
    if (before.reconnecting && !options.reconnect) throw connectorReconnectingError(connectorId)
    const connector = getConnector(before, connectorId)
    if (connector && !servesNamespace(connector, namespace)) {
      throw connectorChainMismatchError(connectorId, connector.chain, namespace)
    }
    if (previous.status === 'connected' && previous.connectorId === connectorId) {
      throw connectorAlreadyConnectedError(namespace, connectorId)
    }

    ctx.store.setState((state) =>
      withNamespace(state, namespace, (chain) => ({ ...chain, status: 'connecting' })),
    )
    const disconnectsBefore = ctx.disconnects.get(namespace) ?? 0
    let result: ConnectResult
    try {
      result = await run()
      if (result.caipNetwork.chainNamespace !== namespace) {
        throw connectorChainMismatchError(connectorId, result.caipNetwork.chainNamespace, namespace)
      }
      if (result.accounts.length === 0) throw accountNotFoundError(connectorId)
      // A disconnect while the wallet was asked wins: the late approval does not reconnect.
      if ((ctx.disconnects.get(namespace) ?? 0) !== disconnectsBefore) {
        throw new AppKitError('Connection rejected', {
          category: 'PROVIDER_ERROR',
          details: 'The family was disconnected while the wallet was being asked',
        })
      }
    } catch (error) {
      settleStatus(ctx, namespace)
      throw toAppKitError(error, 'PROVIDER_ERROR')
    }
    return commit(ctx, namespace, { connectorId, ...result }, options.activate !== false)
  }
}

function servesNamespace(connector: Connector, namespace: ChainNamespace): boolean {
  return (
    connector.chain === namespace ||
    connector.type === 'MULTI_CHAIN' ||
    (connector.chains ?? []).some((c) => c === namespace || c.startsWith(`${namespace}:`))
  )
}

/**
 * After a failed connect the family's status follows its connections as they are now: only the
 * 'connecting' mark is undone, so a connect that succeeded meanwhile (another wallet picked
 * while this one was pending) is kept rather than overwritten with an older copy.
 */
function settleStatus(ctx: RegistryContext, namespace: ChainNamespace): void {
  ctx.store.setState((state) =>
    state.chains[namespace]
      ? withNamespace(state, namespace, (chain) => {
          const status: ConnectionStatus =
            chain.connections.length > 0 ? 'connected' : 'disconnected'
          return chain.status === status ? chain : { ...chain, status }
        })
      : state,
  )
}

function commit(
  ctx: RegistryContext,
  namespace: ChainNamespace,
  result: Connection,
  activate: boolean,
): Connection {
  const before = ctx.store.getState()
  const configured = before.networks.find(
    (n) => n.caipNetworkId === result.caipNetwork.caipNetworkId,
  )
  const connection: Connection = { ...result, caipNetwork: configured ?? result.caipNetwork }
  const unsupported = !configured
  const address = connection.accounts[0]?.address

  ctx.store.setState((state) =>
    withNamespace(state, namespace, (chain) =>
      withChainNetwork(
        {
          ...chain,
          status: 'connected',
          connections: upsertConnection(chain.connections, connection),
          connectorId: connection.connectorId,
          address,
        },
        connection.caipNetwork,
        unsupported,
      ),
    ),
  )
  const activeChanged =
    before.activeNamespace !== namespace ||
    before.activeCaipNetwork?.caipNetworkId !== connection.caipNetwork.caipNetworkId
  if (activeChanged && (activate || before.activeNamespace === namespace)) {
    applyActiveNetwork(ctx, connection.caipNetwork, { unsupported, markSwitching: false })
  }
  ctx.storage.setConnectorId(namespace, connection.connectorId)
  ctx.events.connected?.({ namespace, connection })
  return connection
}
