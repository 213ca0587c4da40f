import type { Connector, ConnectorType } from '../types/Connector.js'
import type { ViewData, ViewName } from '../types/ViewName.js'

/** Where picking a connector in the Connect list leads. */
export interface ConnectorDestination {
  view: ViewName
  data?: ViewData
}

export type ConnectorDestinationContext = { isMobile: boolean }

export type ConnectorDestinationResolver = (
  connector: Pick<Connector, 'id' | 'name' | 'type'>,
  context: ConnectorDestinationContext,
) => ConnectorDestination

export interface ConnectorDestinations {
  /**
   * Says where picking a connector of this type leads (the latest registration of a type
   * wins); returns the undo.
   */
  register(type: ConnectorType, resolve: ConnectorDestinationResolver): () => void
  /** The registered destination for the connector's type, else ConnectingExternal. */
  resolve: ConnectorDestinationResolver
}

/**
 * One kit's connector destinations: the plugin that owns a connector type (the embedded
 * wallet's AUTH, WalletConnect's WALLET_CONNECT) says where it leads; any other connector opens
 * ConnectingExternal.
 */
export function createConnectorDestinations(): ConnectorDestinations {
  const registered: { type: ConnectorType; resolve: ConnectorDestinationResolver }[] = []
  return {
    register(type, resolve) {
      const registration = { type, resolve }
      registered.push(registration)
      return () => {
        const index = registered.indexOf(registration)
        if (index !== -1) registered.splice(index, 1)
      }
    },
    resolve(connector, context) {
      const registration = registered.findLast((candidate) => candidate.type === connector.type)
      if (registration) return registration.resolve(connector, context)
      return {
        view: 'ConnectingExternal',
        data: { connectorId: connector.id, name: connector.name },
      }
    },
  }
}
