import type { Connector } from '../types/Connector.js'
import type { RegistryContext } from './RegistryContext.js'

export interface ConnectorActions {
  /** Adds or replaces (by id) a connector; the undo removes it unless it was replaced since. */
  addConnector(connector: Connector): () => void
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
      return () => {
        if (ctx.store.getState().connectors.includes(connector)) {
          ctx.store.setState((state) => ({
            ...state,
            connectors: state.connectors.filter((c) => c !== connector),
          }))
        }
      }
    },
    removeConnector(connectorId) {
      ctx.store.setState((state) => ({
        ...state,
        connectors: state.connectors.filter((c) => c.id !== connectorId),
      }))
    },
  }
}
