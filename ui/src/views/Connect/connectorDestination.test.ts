import { describe, expect, it } from 'vitest'
import { connectorDestination } from './connectorDestination.js'

describe('connectorDestination (Connect)', () => {
  const walletConnect = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT' as const,
  }

  it('WalletConnect opens ConnectingWalletConnectBasic on a desktop', () => {
    expect(connectorDestination(walletConnect, { isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
      data: { title: 'WalletConnect' },
    })
  })

  it('WalletConnect opens AllWallets on a phone (spec §2: AllWallets on mobile)', () => {
    expect(connectorDestination(walletConnect, { isMobile: true })).toEqual({ view: 'AllWallets' })
  })

  it('the embedded wallet (AUTH connector) opens EmailLogin', () => {
    expect(
      connectorDestination(
        { id: 'embeddedWallet', name: 'Email', type: 'AUTH' },
        { isMobile: false },
      ),
    ).toEqual({ view: 'EmailLogin' })
  })

  it('a browser wallet opens ConnectingExternal', () => {
    expect(
      connectorDestination(
        { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
        { isMobile: false },
      ),
    ).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', name: 'MetaMask' },
    })
  })
})
