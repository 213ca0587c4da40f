import type { Connector, ViewData, ViewName } from '@appkit/kernel'

export interface ConnectorDestination {
  view: ViewName
  data?: ViewData
}

/**
 * Where picking a wallet of the Connect list leads: WalletConnect opens its QR view
 * (ConnectingWalletConnectBasic), or AllWallets on a phone (its wallets open by deep link, as in
 * spec §2's opening rule); the embedded wallet (AUTH) EmailLogin; any other connector
 * ConnectingExternal.
 */
export function connectorDestination(
  connector: Pick<Connector, 'id' | 'name' | 'type'>,
  context: { isMobile: boolean },
): ConnectorDestination {
  // The embedded wallet (email login) asks for the email first.
  if (connector.type === 'AUTH') return { view: 'EmailLogin' }
  if (connector.type === 'WALLET_CONNECT') {
    return context.isMobile
      ? { view: 'AllWallets' }
      : { view: 'ConnectingWalletConnectBasic', data: { title: connector.name } }
  }
  return { view: 'ConnectingExternal', data: { connectorId: connector.id, name: connector.name } }
}
