import type { Connector, WalletListing } from '@appkit/kernel'

const BROWSER_TYPES: readonly Connector['type'][] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']

/**
 * The browser connector of a listed wallet, if this browser has one: same rdns (EIP-6963)
 * or the connector's explorer id. Mobile-only wallets have none.
 */
export function findWalletConnector(
  connectors: readonly Connector[],
  wallet: Pick<WalletListing, 'id' | 'rdns'>,
): string | undefined {
  return connectors.find(
    (c) =>
      BROWSER_TYPES.includes(c.type) &&
      ((wallet.rdns && c.info?.rdns === wallet.rdns) || c.explorerId === wallet.id),
  )?.id
}
