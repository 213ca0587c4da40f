import type { Connector, ViewData, ViewName, WalletListing } from '@appkit/kernel'
import { findWalletConnector } from './findWalletConnector.js'

export interface WalletDestination {
  view: ViewName
  data: ViewData
}

/**
 * Where picking a listed wallet leads: its browser connector when this browser has one
 * (ConnectingExternal); else, when the WalletConnect plugin is installed (a WALLET_CONNECT
 * connector and the ConnectingWalletConnect view) and the wallet has a mobile, desktop or web
 * link, ConnectingWalletConnect with the listing; else GetWallet.
 */
export function walletDestination(
  connectors: readonly Connector[],
  wallet: WalletListing,
  hasView: (view: ViewName) => boolean,
): WalletDestination {
  const connectorId = findWalletConnector(connectors, wallet)
  const connector = connectorId ? connectors.find((c) => c.id === connectorId) : undefined
  if (connector) {
    return { view: 'ConnectingExternal', data: { connectorId: connector.id, name: connector.name } }
  }
  const reachable = Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
  const walletConnect =
    connectors.some((c) => c.type === 'WALLET_CONNECT') && hasView('ConnectingWalletConnect')
  if (reachable && walletConnect) {
    return { view: 'ConnectingWalletConnect', data: { wallet, title: wallet.name } }
  }
  return { view: 'GetWallet', data: { wallet } }
}
