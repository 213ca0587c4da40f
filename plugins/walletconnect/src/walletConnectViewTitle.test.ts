import { describe, expect, it } from 'vitest'
import { walletConnectViewTitle } from './walletConnectViewTitle.js'

describe('walletConnectViewTitle', () => {
  it("names the wallet the view connects, else 'WalletConnect' (the opening rule shows it without data)", () => {
    expect(walletConnectViewTitle({ wallet: { name: 'Rainbow' } })).toBe('Rainbow')
    expect(walletConnectViewTitle(undefined)).toBe('WalletConnect')
    expect(walletConnectViewTitle({ wallet: { name: '  ' } })).toBe('WalletConnect')
    expect(walletConnectViewTitle({ wallet: 'Rainbow' })).toBe('WalletConnect')
  })
})
