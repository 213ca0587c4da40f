import type { Connector, WalletListing } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { walletDestination } from './walletDestination.js'

const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
const rainbow: WalletListing = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow:' }
const hasWcView = (view: string) => view === 'ConnectingWalletConnect'

describe('walletDestination (AllWallets)', () => {
  it('an installed wallet connects through its browser connector', () => {
    const destination = walletDestination(
      [metamask, walletConnect],
      { id: 'mm', name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'metamask:' },
      hasWcView,
    )
    expect(destination).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', name: 'MetaMask' },
    })
  })

  it('a wallet with a mobile, desktop or web link opens ConnectingWalletConnect with its listing when the WalletConnect plugin is present', () => {
    expect(walletDestination([walletConnect], rainbow, hasWcView)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { wallet: rainbow, title: 'Rainbow' },
    })
    const webOnly = { id: 'w', name: 'Web', webapp_link: 'https://w.app' }
    expect(walletDestination([walletConnect], webOnly, hasWcView).view).toBe(
      'ConnectingWalletConnect',
    )
  })

  it('without the plugin, or without any link, it offers GetWallet', () => {
    expect(walletDestination([], rainbow, hasWcView).view).toBe('GetWallet')
    expect(walletDestination([walletConnect], rainbow, () => false).view).toBe('GetWallet')
    expect(walletDestination([walletConnect], { id: 'x', name: 'X' }, hasWcView)).toEqual({
      view: 'GetWallet',
      data: { wallet: { id: 'x', name: 'X' } },
    })
  })
})
