import { AppKitError } from '../errors/AppKitError.js'
import { getConnector } from '../registry/selectors.js'
import type { ActionContext } from './ActionContext.js'

export function requireConnector(ctx: ActionContext, connectorId: string) {
  const connector = getConnector(ctx.registry.store.getState(), connectorId)
  if (!connector) {
    throw new AppKitError('Connector not found', {
      category: 'CONFIGURATION_ERROR',
      code: 'CONNECTOR_NOT_FOUND',
      details: `No connector with id ${connectorId} is registered`,
    })
  }
  return connector
}
