import { type AppKit, AppKitError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit, testMainnet } from '../testing/createTestKit.js'
import { readHookOnServer, readHookUnderTwoKits } from '../testing/readHookOnServer.js'
import { createNetworkSwitch } from './createNetworkSwitch.js'
import { type UseSwitchNetworkResult, useSwitchNetwork } from './useSwitchNetwork.js'

/** A kit connected with a stand-in wallet that switches, or refuses to. */
function connectedKit(options: { refuse?: boolean } = {}) {
  const switched: string[] = []
  const kit = createTestKit({
    adapter: {
      switchNetwork: async (_connector, network) => {
        if (options.refuse) throw new AppKitError('User rejected the request.', { code: 4001 })
        switched.push(network.caipNetworkId)
      },
    },
  })
  kit.registry.addConnector({ id: 'injected', type: 'INJECTED', name: 'Wallet', chain: 'eip155' })
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
    caipNetwork: testMainnet,
  })
  return { kit, switched }
}

function readSwitch(kit: AppKit): UseSwitchNetworkResult {
  return readHookOnServer(kit, () => useSwitchNetwork())
}

describe('createNetworkSwitch', () => {
  it('asks the connected wallet, then the network is active; pending while it switches', async () => {
    const { kit, switched } = connectedKit()
    const flow = createNetworkSwitch(kit)
    const done = flow.switchNetwork('eip155:31337')
    expect(flow.store.getState().pending).toBe('eip155:31337')
    await expect(done).resolves.toBe(true)
    expect(switched).toEqual(['eip155:31337'])
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(flow.store.getState()).toEqual({ pending: undefined, error: undefined })
  })

  it("the wallet's refusal is the error, and the active network stays", async () => {
    const { kit } = connectedKit({ refuse: true })
    const flow = createNetworkSwitch(kit)
    await expect(flow.switchNetwork('eip155:31337')).resolves.toBe(false)
    expect(flow.store.getState().error?.shortMessage).toBe('User rejected the request.')
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it.each([
    ['an unknown network', 'eip155:999'],
    ['not a CAIP-2 id', 'mainnet'],
    ['not a string', 42],
  ])("%s: 'Network not found', no throw", async (_name, id) => {
    const { kit } = connectedKit()
    const flow = createNetworkSwitch(kit)
    await expect(flow.switchNetwork(id as never)).resolves.toBe(false)
    expect(flow.store.getState().error).toMatchObject({
      shortMessage: 'Network not found',
      category: 'CONFIGURATION_ERROR',
      code: 'NETWORK_NOT_FOUND',
    })
  })

  it('without a connected wallet the network becomes active at once', async () => {
    const kit = createTestKit()
    await expect(createNetworkSwitch(kit).switchNetwork('eip155:31337')).resolves.toBe(true)
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })
})

describe('useSwitchNetwork', () => {
  it('renders on the server with the networks and the active one', () => {
    const result = readSwitch(createTestKit())
    expect(result.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:31337'])
    expect(result.active?.caipNetworkId).toBe('eip155:1')
    expect(result).toMatchObject({ pending: undefined, error: undefined })
  })

  it('the active network is undefined while the wallet is on a network the app lacks', () => {
    const { kit } = connectedKit()
    kit.registry.recordChain('eip155', 'injected', 42)
    expect(kit.registry.store.getState().chains.eip155?.unsupportedChain).toBe(true)
    expect(readSwitch(kit).active).toBeUndefined()
  })

  it('two kits on one page: each hook reads and switches its own kit', async () => {
    const first = createTestKit()
    const second = createTestKit()
    const [, ofSecond] = readHookUnderTwoKits(first, second, useSwitchNetwork)
    await ofSecond.switchNetwork('eip155:31337')
    expect(first.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(second.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })
})
