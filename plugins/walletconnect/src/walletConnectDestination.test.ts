import { describe, expect, it } from 'vitest'
import { walletConnectDestination } from './walletConnectDestination.js'

describe('walletConnectDestination (Connect)', () => {
  const walletConnect = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT' as const,
  }

  it('WalletConnect opens ConnectingWalletConnectBasic on a desktop', () => {
    expect(walletConnectDestination(walletConnect, { isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
      data: { title: 'WalletConnect' },
    })
  })

  it('WalletConnect opens AllWallets on a phone (spec §2: AllWallets on mobile)', () => {
    expect(walletConnectDestination(walletConnect, { isMobile: true })).toEqual({
      view: 'AllWallets',
    })
  })
})
