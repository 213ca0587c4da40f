import { AppKitError, toAppKitError } from '../errors/AppKitError.js'
import { getActiveConnection } from '../registry/selectors.js'
import { isHex } from '../validators/isHex.js'
import type { ActionContext } from './ActionContext.js'
import { followTransaction } from './followTransaction.js'
import type { TransactionParameters } from './KitActions.js'
import { requireAdapter } from './requireAdapter.js'
import { requireConnector } from './requireConnector.js'

/**
 * Sends a prepared transaction (e.g. a swap or an approval built by the swap API) from the
 * active account through the adapter's `sendTransaction`, the same wallet path as a send; waits
 * for inclusion where the adapter can (a revert rejects), then refreshes the native balance.
 * A family whose adapter cannot send prepared transactions gets 'Unsupported chain'.
 */
export function createSendTransactionAction(
  ctx: ActionContext,
  refreshBalance: (options: { force: boolean }) => Promise<void>,
) {
  return async function sendTransaction(parameters: TransactionParameters): Promise<string> {
    const { to, data, value = 0n } = parameters
    if (!isHex(data) || data.length % 2 !== 0) {
      throw new AppKitError('Transaction data must be 0x-prefixed hex bytes', {
        category: 'VALIDATION_ERROR',
      })
    }
    if (typeof value !== 'bigint' || value < 0n) {
      throw new AppKitError('Transaction value must be a non-negative bigint', {
        category: 'VALIDATION_ERROR',
      })
    }
    const state = ctx.registry.store.getState()
    const namespace = state.activeNamespace
    const network = state.activeCaipNetwork
    const connection = getActiveConnection(state)
    const from = namespace ? state.chains[namespace]?.address : undefined
    if (!namespace || !network || !connection || !from) {
      throw new AppKitError('Connector not connected', { category: 'PROVIDER_ERROR' })
    }
    const adapter = requireAdapter(ctx, namespace)
    if (!adapter.sendTransaction) {
      throw new AppKitError('Unsupported chain', { category: 'VALIDATION_ERROR' })
    }
    if (!adapter.isAddress(to)) {
      throw new AppKitError(`Invalid transaction destination: ${String(to).slice(0, 100)}`, {
        category: 'VALIDATION_ERROR',
      })
    }
    const connector = requireConnector(ctx, connection.connectorId)
    let hash: string
    try {
      hash = await adapter.sendTransaction({
        connector,
        from,
        to,
        data,
        value,
        caipNetwork: network,
      })
      followTransaction(ctx, {
        hash,
        caipNetworkId: network.caipNetworkId,
        address: from,
        ...(parameters.label ? { label: parameters.label } : {}),
      })
      await adapter.waitForTransaction?.(hash, network)
    } catch (error) {
      throw toAppKitError(error, 'PROVIDER_ERROR')
    }
    await refreshBalance({ force: true }).catch(() => undefined)
    return hash
  }
}
