import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import {
  type ResolveNetworkSwitchViewInput,
  resolveNetworkSwitchView,
} from './resolveNetworkSwitchView.js'

function network(chainNamespace: CaipNetwork['chainNamespace'], id: string): CaipNetwork {
  return {
    id,
    name: `${chainNamespace} ${id}`,
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${id}`,
    nativeCurrency: { name: 'Coin', decimals: 18, symbol: 'C' },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}

const optimism = network('eip155', '10')
const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const polkadot = network('polkadot', '91b171bb158e2d3848fa23a9f1c25182')

const base: ResolveNetworkSwitchViewInput = {
  target: optimism,
  isConnected: true,
  activeNamespace: 'eip155',
  accountNamespaces: ['eip155'],
  skipConfirmation: false,
  // As the adapters say (spec §6): the auth connector works on eip155 and solana.
  supportsAuthConnector: (namespace) => namespace === 'eip155' || namespace === 'solana',
}

describe('resolveNetworkSwitchView', () => {
  it('"SwitchActiveChain is shown if the user is connected on the current chain, the target is a different chain family, and the user has no account on that family"', () => {
    expect(resolveNetworkSwitchView({ ...base, target: solana })).toEqual({
      action: 'open',
      view: 'SwitchActiveChain',
      data: { caipNetwork: solana, navigateTo: 'Connect', replace: true },
    })
  })

  it('SwitchActiveChain carries the replace flag the caller gives', () => {
    const decision = resolveNetworkSwitchView({ ...base, target: solana, replace: false })
    expect(decision).toMatchObject({ view: 'SwitchActiveChain', data: { replace: false } })
  })

  it('SwitchActiveChain wins even when the confirmation step is skipped', () => {
    expect(
      resolveNetworkSwitchView({ ...base, target: solana, skipConfirmation: true }),
    ).toMatchObject({
      view: 'SwitchActiveChain',
    })
  })

  it('"Otherwise SwitchNetwork": not when the user already has an account on the target family', () => {
    expect(
      resolveNetworkSwitchView({
        ...base,
        target: solana,
        accountNamespaces: ['eip155', 'solana'],
      }),
    ).toEqual({ action: 'open', view: 'SwitchNetwork', data: { caipNetwork: solana } })
  })

  it('"Otherwise SwitchNetwork": not when the user is not connected', () => {
    expect(resolveNetworkSwitchView({ ...base, target: solana, isConnected: false })).toMatchObject(
      {
        view: 'SwitchNetwork',
      },
    )
  })

  it('"SwitchNetwork is shown if the confirmation step is not skipped" (same family)', () => {
    expect(resolveNetworkSwitchView(base)).toEqual({
      action: 'open',
      view: 'SwitchNetwork',
      data: { caipNetwork: optimism },
    })
  })

  it('"or if the connector is the email/social auth one and the target chain supports it"', () => {
    expect(
      resolveNetworkSwitchView({ ...base, skipConfirmation: true, connectorType: 'AUTH' }),
    ).toMatchObject({ view: 'SwitchNetwork' })
  })

  it('with confirmation skipped and an auth connector that does not support the target, switches directly', () => {
    expect(
      resolveNetworkSwitchView({
        ...base,
        target: polkadot,
        activeNamespace: 'polkadot',
        accountNamespaces: ['polkadot'],
        skipConfirmation: true,
        connectorType: 'AUTH',
      }),
    ).toEqual({ action: 'switchDirectly' })
  })

  it('with confirmation skipped and a non-auth connector, switches directly without a view', () => {
    expect(
      resolveNetworkSwitchView({ ...base, skipConfirmation: true, connectorType: 'INJECTED' }),
    ).toEqual({ action: 'switchDirectly' })
  })
})
