import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryAdapter,
  EVM_ABILITIES,
  SOLANA_ABILITIES,
} from '../actions/testing/createMemoryAdapter.js'
import type { AppKitOptions } from '../kit/AppKitOptions.js'
import { createAppKit } from '../kit/createAppKit.js'
import { isConnected } from '../registry/selectors.js'
import { EVM_ADDRESS, mainnet, polygon, SOLANA_ADDRESS, solana } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'

const evmWallet: Connector = { id: 'evm-wallet', type: 'ANNOUNCED', name: 'EVM', chain: 'eip155' }
const solanaWallet: Connector = {
  id: 'sol-wallet',
  type: 'ANNOUNCED',
  name: 'SOL',
  chain: 'solana',
}

/** A kit with two families installed as namespace plugins (eip155 active first). */
function setup(overrides: Partial<AppKitOptions> = {}) {
  const kit = createAppKit({
    projectId: 'p',
    networks: [mainnet, polygon, solana],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...overrides,
  })
  const evm = createMemoryAdapter(
    'eip155',
    { address: EVM_ADDRESS, network: polygon },
    EVM_ABILITIES,
  )
  const sol = createMemoryAdapter(
    'solana',
    { address: SOLANA_ADDRESS, network: solana },
    SOLANA_ABILITIES,
  )
  for (const [namespace, memory, connector] of [
    ['eip155', evm, evmWallet],
    ['solana', sol, solanaWallet],
  ] as const) {
    kit.use({
      name: `test:${namespace}`,
      namespace: namespace as ChainNamespace,
      setup(ctx) {
        ctx.register.family(memory.adapter)
        ctx.register.connector(connector)
      },
    })
  }
  return { kit, evm, sol }
}

function routerOf(kit: ReturnType<typeof setup>['kit']) {
  return kit.router.store.getState()
}

describe('kit.open({ namespace }) (spec §2 opening rules)', () => {
  it('spec §2 opening rule: a namespace other than the active chain switches network instead of changing view', async () => {
    const { kit } = setup()
    expect(kit.registry.store.getState().activeNamespace).toBe('eip155')
    expect(kit.open({ namespace: 'solana', view: 'Networks' })).toEqual({
      action: 'switchNetwork',
      namespace: 'solana',
    })
    await vi.waitFor(() => expect(routerOf(kit).open).toBe(true))
    const registry = kit.registry.store.getState()
    expect(registry.activeNamespace).toBe('solana')
    expect(registry.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    // Opened after the switch, by the remaining rules: the requested view, on the new family.
    expect(routerOf(kit).view).toBe('Networks')
  })

  it('spec §2 opening rule: the namespace switch comes before manual control (manualWCControl), which then applies on the new family', async () => {
    const { kit } = setup({ manualWCControl: true })
    kit.open({ namespace: 'solana' })
    await vi.waitFor(() => expect(routerOf(kit).open).toBe(true))
    expect(kit.registry.store.getState().activeNamespace).toBe('solana')
    expect(routerOf(kit).view).toBe('ConnectingWalletConnectBasic')
  })

  it('spec §2 opening rule: with manualWCControl and the namespace already active, no switch happens', () => {
    const { kit } = setup({ manualWCControl: true })
    expect(kit.open({ namespace: 'eip155' })).toEqual({
      action: 'open',
      view: 'ConnectingWalletConnectBasic',
    })
    expect(kit.registry.store.getState().activeNamespace).toBe('eip155')
  })

  it("spec §2: a connected family is made active on its wallet's network, with no confirmation step", async () => {
    const { kit, sol } = setup()
    await kit.connect('sol-wallet', { activate: false })
    await kit.connect('evm-wallet')
    expect(kit.registry.store.getState().activeNamespace).toBe('eip155')
    kit.open({ namespace: 'solana' })
    await vi.waitFor(() => expect(routerOf(kit).open).toBe(true))
    expect(kit.registry.store.getState().activeNamespace).toBe('solana')
    expect(routerOf(kit).view).toBe('Account')
    expect(sol.calls.filter((call) => call.method === 'switchNetwork')).toEqual([
      { method: 'switchNetwork', args: ['sol-wallet', solana.caipNetworkId] },
    ])
  })

  it('spec §2 network switch view choice: connected on EVM with no Solana account, open({ namespace }) shows SwitchActiveChain', async () => {
    const { kit } = setup()
    await kit.connect('evm-wallet')
    kit.open({ namespace: 'solana' })
    await vi.waitFor(() => expect(routerOf(kit).open).toBe(true))
    expect(routerOf(kit)).toMatchObject({
      view: 'SwitchActiveChain',
      data: { caipNetwork: { caipNetworkId: solana.caipNetworkId }, navigateTo: 'Connect' },
    })
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
  })

  it("spec §8 'switch network not found': a namespace with no configured network shows the alert and opens nothing", async () => {
    const { kit } = setup({ networks: [mainnet, polygon] })
    kit.open({ namespace: 'solana' })
    await vi.waitFor(() =>
      expect(kit.alerts.store.getState().alerts.map((alert) => alert.code)).toEqual([
        'SWITCH_NETWORK_NOT_FOUND',
      ]),
    )
    expect(routerOf(kit).open).toBe(false)
    expect(kit.registry.store.getState().activeNamespace).toBe('eip155')
  })

  it('a failed switch is reported and the modal opens on the family it stayed on', async () => {
    const { kit, sol } = setup()
    await kit.connect('sol-wallet', { activate: false })
    await kit.connect('evm-wallet')
    sol.behaviour.switchNetwork = () => Promise.reject(new Error('wallet refused'))
    const reported = vi.fn()
    kit.hooks.errorReported.tap('test', reported)
    kit.open({ namespace: 'solana' })
    await vi.waitFor(() => expect(routerOf(kit).open).toBe(true))
    expect(reported).toHaveBeenCalledTimes(1)
    expect(kit.registry.store.getState().activeNamespace).toBe('eip155')
    expect(routerOf(kit).view).toBe('Account')
  })
})
