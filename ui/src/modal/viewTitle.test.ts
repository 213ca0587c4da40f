import { describe, expect, it } from 'vitest'
import { viewTitle } from './viewTitle.js'

describe('viewTitle', () => {
  it('titles the built-in views', () => {
    expect(viewTitle('Connect')).toBe('Connect Wallet')
    expect(viewTitle('AllWallets')).toBe('All Wallets')
    expect(viewTitle('Networks')).toBe('Choose Network')
  })

  it("names the wallet or network the view is about ('Get <name>')", () => {
    expect(viewTitle('ConnectingExternal', { name: 'MetaMask' })).toBe('MetaMask')
    expect(viewTitle('GetWallet', { wallet: { name: 'Rainbow' } })).toBe('Get Rainbow')
    expect(viewTitle('SwitchNetwork', { caipNetwork: { name: 'Hardhat' } })).toBe('Hardhat')
    expect(viewTitle('ConnectingWalletConnect', { wallet: { name: 'Rainbow' } })).toBe('Rainbow')
  })

  it('titles the WalletConnect views, also when the opening rule shows them without data', () => {
    expect(viewTitle('ConnectingWalletConnectBasic')).toBe('WalletConnect')
    expect(viewTitle('ConnectingWalletConnect')).toBe('WalletConnect')
  })

  it("words an unknown view's name, and never reads the prototype", () => {
    expect(viewTitle('RegisterAccountName')).toBe('Register Account Name')
    expect(viewTitle('toString')).toBe('to String')
  })
})
