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

  it('titles the send, wallets and plugin views, whether or not they are opened with data', () => {
    expect(viewTitle('WalletSend')).toBe('Send')
    expect(viewTitle('WalletSendSelectToken')).toBe('Select Token')
    expect(viewTitle('WalletSendPreview', { amount: '1' })).toBe('Review Send')
    expect(viewTitle('ProfileWallets')).toBe('Wallets')
    expect(viewTitle('Activity')).toBe('Activity')
    expect(viewTitle('RegisterAccountName')).toBe('Choose a name')
    expect(viewTitle('RegisterAccountNameSuccess', { name: 'alice.appkit.id' })).toBe(
      'Name registered',
    )
    expect(viewTitle('SIWXSignMessage')).toBe('Sign In')
  })

  it('titles the embedded-wallet views, a social login with its provider name', () => {
    expect(viewTitle('EmailLogin')).toBe('Continue with Email')
    expect(viewTitle('EmailVerifyOtp', { email: 'a@b.co' })).toBe('Confirm Email')
    expect(viewTitle('EmailVerifyDevice', { email: 'a@b.co' })).toBe('Register Device')
    expect(viewTitle('UpdateEmailWallet')).toBe('Edit Email')
    expect(viewTitle('UpdateEmailPrimaryOtp')).toBe('Confirm Current Email')
    expect(viewTitle('UpdateEmailSecondaryOtp')).toBe('Confirm New Email')
    expect(viewTitle('ConnectingSocial', { provider: 'google' })).toBe('Google')
    expect(viewTitle('ConnectingSocial', { provider: 'github' })).toBe('GitHub')
    expect(viewTitle('ConnectingSocial', { provider: 'toString' })).toBe('Social Login')
    expect(viewTitle('ConnectingSocial')).toBe('Social Login')
    expect(viewTitle('ConnectingFarcaster')).toBe('Farcaster')
    expect(viewTitle('ApproveTransaction')).toBe('Approve Transaction')
    expect(viewTitle('EmbeddedAccountType')).toBe('Account Type')
  })

  it("words an unknown view's name, and never reads the prototype", () => {
    expect(viewTitle('OnRampProviders')).toBe('On Ramp Providers')
    expect(viewTitle('toString')).toBe('to String')
  })
})
