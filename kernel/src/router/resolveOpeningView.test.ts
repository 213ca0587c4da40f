import { describe, expect, it } from 'vitest'
import { type ResolveOpeningViewInput, resolveOpeningView } from './resolveOpeningView.js'

const base: ResolveOpeningViewInput = {
  activeNamespace: 'eip155',
  manualControl: false,
  hasAdapters: true,
  isConnected: false,
  isMobile: false,
}

describe('resolveOpeningView', () => {
  it('"If a namespace is requested that differs from the active chain, the modal switches network instead of changing view"', () => {
    expect(
      resolveOpeningView({ ...base, requestedNamespace: 'solana', requestedView: 'Swap' }),
    ).toEqual({ action: 'switchNetwork', namespace: 'solana' })
    expect(
      resolveOpeningView({ ...base, activeNamespace: undefined, requestedNamespace: 'solana' }),
    ).toEqual({ action: 'switchNetwork', namespace: 'solana' })
  })

  it('a requested namespace equal to the active chain does not switch network', () => {
    expect(resolveOpeningView({ ...base, requestedNamespace: 'eip155' })).toEqual({
      action: 'open',
      view: 'Connect',
    })
  })

  it('"If manual control is set, or no adapters exist, and the user is not connected: AllWallets on mobile, otherwise ConnectingWalletConnectBasic"', () => {
    expect(resolveOpeningView({ ...base, manualControl: true })).toEqual({
      action: 'open',
      view: 'ConnectingWalletConnectBasic',
    })
    expect(resolveOpeningView({ ...base, hasAdapters: false, isMobile: true })).toEqual({
      action: 'open',
      view: 'AllWallets',
    })
    expect(resolveOpeningView({ ...base, manualControl: true, isMobile: true })).toEqual({
      action: 'open',
      view: 'AllWallets',
    })
  })

  it('the manual-control rule does not apply once the user is connected', () => {
    expect(resolveOpeningView({ ...base, manualControl: true, isConnected: true })).toEqual({
      action: 'open',
      view: 'Account',
    })
  })

  it('the manual-control rule takes precedence over a requested view (spec order)', () => {
    expect(resolveOpeningView({ ...base, hasAdapters: false, requestedView: 'Swap' })).toEqual({
      action: 'open',
      view: 'ConnectingWalletConnectBasic',
    })
  })

  it('"A specific view can be requested", with its data', () => {
    const data = { amount: '1.5' }
    expect(
      resolveOpeningView({
        ...base,
        isConnected: true,
        requestedView: 'Swap',
        requestedViewData: data,
      }),
    ).toEqual({ action: 'open', view: 'Swap', data })
    expect(resolveOpeningView({ ...base, requestedView: 'Networks' })).toEqual({
      action: 'open',
      view: 'Networks',
    })
  })

  it('"Otherwise: Account if connected, else Connect"', () => {
    expect(resolveOpeningView({ ...base, isConnected: true })).toEqual({
      action: 'open',
      view: 'Account',
    })
    expect(resolveOpeningView(base)).toEqual({ action: 'open', view: 'Connect' })
  })
})
