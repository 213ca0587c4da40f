import type { Connector } from '@appkit/kernel'

/** An EIP-6963 wallet as the eip155 plugin registers it. */
export const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  info: { rdns: 'io.metamask' },
}

/** The legacy `window.ethereum` wallet. */
export const injected: Connector = {
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  chain: 'eip155',
}

/** The walletconnect plugin's connector. */
export const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
