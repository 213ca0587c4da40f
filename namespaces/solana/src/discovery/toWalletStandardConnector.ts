import type { Connector } from '@appkit/kernel'
import type { StandardWallet } from './StandardWallet.js'

/** The connector id of a Wallet Standard wallet. */
export function walletStandardConnectorId(wallet: Pick<StandardWallet, 'name'>): string {
  return `wallet-standard:${wallet.name}`
}

const SAFE_ICON = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/

/** A Wallet Standard wallet as an ANNOUNCED solana connector; the icon only as a data: image. */
export function toWalletStandardConnector(wallet: StandardWallet): Connector {
  return {
    id: walletStandardConnectorId(wallet),
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    chains: wallet.chains.filter((chain) => chain.startsWith('solana:')),
    provider: wallet,
    ...(SAFE_ICON.test(wallet.icon) ? { imageUrl: wallet.icon } : {}),
  }
}
