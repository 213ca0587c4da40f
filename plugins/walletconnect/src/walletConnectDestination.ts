import type { ConnectorDestinationResolver } from '@appkit/kernel'
import { WALLET_CONNECT_BASIC_VIEW } from './policies.js'

/**
 * Where picking WalletConnect in the Connect list leads: its QR view on a desktop, AllWallets on
 * a phone (its wallets open by deep link, as in spec §2's opening rule).
 */
export const walletConnectDestination: ConnectorDestinationResolver = (connector, { isMobile }) =>
  isMobile
    ? { view: 'AllWallets' }
    : { view: WALLET_CONNECT_BASIC_VIEW, data: { title: connector.name } }
