import { describe, expect, it } from 'vitest'
import { connectMethodsOrder } from './connectMethodsOrder.js'

const injected = { type: 'INJECTED' } as const
const announced = { type: 'ANNOUNCED' } as const
const walletConnect = { type: 'WALLET_CONNECT' } as const

describe('connectMethodsOrder', () => {
  it('spec §6 connect method order: wallet, email, social when an injected or announced wallet exists', () => {
    const order = (listed: readonly { type: string }[]) =>
      connectMethodsOrder({ configured: undefined, listed, walletsCollapsed: false })
    expect(order([walletConnect, injected])).toEqual(['wallet', 'email', 'social'])
    expect(order([announced])).toEqual(['wallet', 'email', 'social'])
  })

  it('spec §6 connect method order: email and social first when no injected or announced wallet exists', () => {
    expect(
      connectMethodsOrder({
        configured: undefined,
        listed: [walletConnect],
        walletsCollapsed: false,
      }),
    ).toEqual(['email', 'social', 'wallet'])
    expect(
      connectMethodsOrder({ configured: undefined, listed: [], walletsCollapsed: false }),
    ).toEqual(['email', 'social', 'wallet'])
  })

  it('collapseWallets puts the collapsed wallets under email and socials', () => {
    expect(
      connectMethodsOrder({ configured: undefined, listed: [injected], walletsCollapsed: true }),
    ).toEqual(['email', 'social', 'wallet'])
  })

  it("the app's connectMethodsOrder wins, with only the methods it names", () => {
    expect(
      connectMethodsOrder({
        configured: ['social', 'wallet'],
        listed: [injected],
        walletsCollapsed: true,
      }),
    ).toEqual(['social', 'wallet'])
  })
})
