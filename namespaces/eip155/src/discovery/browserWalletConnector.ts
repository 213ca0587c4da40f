import type { Connector } from '@appkit/kernel'

export const BROWSER_WALLET_ID = 'injected'
export const BROWSER_WALLET_NAME = 'Browser Wallet'

/** The legacy injected provider (`window.ethereum`) as the generic 'Browser Wallet' entry. */
export function browserWalletConnector(provider: unknown): Connector {
  return {
    id: BROWSER_WALLET_ID,
    type: 'INJECTED',
    name: BROWSER_WALLET_NAME,
    chain: 'eip155',
    ...(provider === undefined ? {} : { provider }),
  }
}
