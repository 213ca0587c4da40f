import type { ViewData } from '@appkit/kernel'
import { WALLET_CONNECT_CONNECTOR_NAME } from './policies.js'

/**
 * The header of a WalletConnect wallet's view: the wallet's name, else 'WalletConnect' (the
 * protocol's name, as the connector is named: not translated).
 */
export function walletConnectViewTitle(data: ViewData | undefined): string {
  const wallet = data?.wallet
  const name =
    typeof wallet === 'object' && wallet !== null ? (wallet as { name?: unknown }).name : undefined
  return typeof name === 'string' && name.trim() !== '' ? name : WALLET_CONNECT_CONNECTOR_NAME
}
