import type { ViewData } from '@appkit/kernel'

/** The header of a WalletConnect wallet's view: the wallet's name, else 'WalletConnect'. */
export function walletConnectViewTitle(data: ViewData | undefined): string {
  const wallet = data?.wallet
  const name =
    typeof wallet === 'object' && wallet !== null ? (wallet as { name?: unknown }).name : undefined
  return typeof name === 'string' && name.trim() !== '' ? name : 'WalletConnect'
}
