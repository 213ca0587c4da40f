import type { Connector } from '../types/Connector.js'
import type { RegistryContext } from './RegistryContext.js'

export interface ConnectorActions {
  /** Registers a connector; one with the same id is replaced in place. */
  addConnector(connector: Connector): void
  removeConnector(connectorId: string): void
}

export function createConnectorActions(ctx: RegistryContext): ConnectorActions {
  return {
    addConnector(connector) {
      ctx.store.setState((state) => {
        const index = state.connectors.findIndex((c) => c.id === connector.id)
        const connectors =
          index === -1
            ? [...state.connectors, connector]
            : state.connectors.map((c, i) => (i === index ? connector : c))
        return { ...state, connectors }
      })
    },
    removeConnector(connectorId) {
      ctx.store.setState((state) => ({
        ...state,
        connectors: state.connectors.filter((c) => c.id !== connectorId),
      }))
    },
  }
}
