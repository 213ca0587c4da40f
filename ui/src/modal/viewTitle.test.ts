import { createI18n, type MessageDescriptor, type ViewData } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { viewTitle as titleOf } from './viewTitle.js'

const { t } = createI18n({ locale: 'en' })
const viewTitle = (view: string, data?: ViewData, registered?: string | MessageDescriptor) =>
  titleOf(view, data, registered, t)

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
  })

  it('titles the send and wallets views, whether or not they are opened with data', () => {
    expect(viewTitle('WalletSend')).toBe('Send')
    expect(viewTitle('WalletSendSelectToken')).toBe('Select Token')
    expect(viewTitle('WalletSendPreview', { amount: '1' })).toBe('Review Send')
    expect(viewTitle('ProfileWallets')).toBe('Wallets')
  })

  it("a view's registered title comes before this package's, and data.title before both", () => {
    expect(viewTitle('Activity', undefined, 'Activity')).toBe('Activity')
    expect(viewTitle('Account', undefined, 'Rewards account')).toBe('Rewards account')
    expect(viewTitle('Account', { title: 'Chosen' }, 'Rewards account')).toBe('Chosen')
    expect(viewTitle('Account', undefined, '  ')).toBe('Account')
  })

  it("words an unknown view's name, and never reads the prototype", () => {
    expect(viewTitle('OnRampProviders')).toBe('On Ramp Providers')
    expect(viewTitle('toString')).toBe('to String')
  })
})
