import { AppKitError, toAppKitError } from '../errors/AppKitError.js'
import { getActiveConnection } from '../registry/selectors.js'
import type { ActionContext } from './ActionContext.js'
import { requireAdapter } from './requireAdapter.js'
import { requireConnector } from './requireConnector.js'

/** Asks the active wallet to sign a text message; resolves with the signature. */
export function createSignMessageAction(ctx: ActionContext) {
  return async function signMessage(message: string): Promise<string> {
    if (typeof message !== 'string' || message.length === 0) {
      throw new AppKitError('A message to sign is required', { category: 'VALIDATION_ERROR' })
    }
    const state = ctx.registry.store.getState()
    const connection = getActiveConnection(state)
    const namespace = state.activeNamespace
    const address = namespace ? state.chains[namespace]?.address : undefined
    if (!connection || !namespace || !address) {
      throw new AppKitError('Connector not connected', { category: 'PROVIDER_ERROR' })
    }
    const connector = requireConnector(ctx, connection.connectorId)
    try {
      return await requireAdapter(ctx, namespace).signMessage(connector, address, message)
    } catch (error) {
      throw toAppKitError(error, 'PROVIDER_ERROR')
    }
  }
}
