import { type AppKit, type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { renderWithKit } from '../../testing/renderWithKit.js'
import { addWallet } from './addWallet.js'
import { listConnections, type WalletConnectionRow } from './listConnections.js'
import ProfileWalletsView from './ProfileWalletsView.js'
import { switchToConnection } from './switchToConnection.js'

const mainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const METAMASK = '0x1111111111111111111111111111111111111111'
const RABBY = '0x2222222222222222222222222222222222222222'
const PHANTOM = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

/** Three wallets: MetaMask then Rabby on EVM (Rabby current), Phantom on Solana. */
async function threeWallets(multiWallet: boolean): Promise<AppKit> {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [mainnet, solana],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, multiWallet } }))
  kit.registry.addConnector({
    id: 'io.metamask',
    type: 'ANNOUNCED',
    name: 'MetaMask',
    chain: 'eip155',
  })
  kit.registry.addConnector({ id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', chain: 'eip155' })
  kit.registry.addConnector({ id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' })
  kit.registry.recordConnection('solana', {
    connectorId: 'phantom',
    accounts: [{ address: PHANTOM, type: 'eoa' }],
    caipNetwork: solana,
  })
  for (const [id, address] of [
    ['io.metamask', METAMASK],
    ['io.rabby', RABBY],
  ] as const) {
    kit.registry.recordConnection('eip155', {
      connectorId: id,
      accounts: [{ address, type: 'eoa' }],
      caipNetwork: mainnet,
    })
  }
  return kit
}

function row(kit: AppKit, name: string): WalletConnectionRow {
  const found = listConnections(kit.registry.store.getState()).find((r) => r.name === name)
  if (!found) throw new Error(`no connection ${name}`)
  return found
}

describe('ProfileWallets', () => {
  it("lists 'every connection across namespaces', the active one marked", async () => {
    const kit = await threeWallets(true)
    const rows = listConnections(kit.registry.store.getState())
    expect(rows.map((r) => [r.namespace, r.name, r.address, r.current, r.active])).toEqual([
      ['eip155', 'MetaMask', METAMASK, false, false],
      ['eip155', 'Rabby', RABBY, true, true],
      ['solana', 'Phantom', PHANTOM, true, false],
    ])
  })

  it('renders each wallet with switch and disconnect buttons, the active one aria-current, and Add wallet', async () => {
    const html = renderWithKit(await threeWallets(true), <ProfileWalletsView />)
    // Label in name: each switch button's name holds all it shows (wallet, address, network).
    expect(html).toContain('aria-label="Switch to MetaMask 0x1111…1111 · Ethereum"')
    expect(html).toContain('aria-label="Switch to Phantom 7xKX…gAsU · Solana"')
    expect(html).toMatch(/aria-current="true" aria-label="Rabby 0x2222…2222 · Ethereum, active"/)
    expect(html.match(/aria-label="Disconnect [^"]+"/g)).toHaveLength(3)
    expect(html).toContain('>Active<')
    expect(html).toContain('>Add wallet<')
  })

  it('switching makes the connection current and its family active', async () => {
    const kit = await threeWallets(true)
    expect(switchToConnection(kit, row(kit, 'MetaMask'))).toBe(true)
    let state = kit.registry.store.getState()
    expect(state.chains.eip155?.address).toBe(METAMASK)
    expect(state.activeNamespace).toBe('eip155')

    switchToConnection(kit, row(kit, 'Phantom'))
    state = kit.registry.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
  })

  it("with the multi-wallet gate closed, switching shows the info alert 'multi-wallet not enabled' and changes nothing", async () => {
    const kit = await threeWallets(false)
    expect(switchToConnection(kit, row(kit, 'MetaMask'))).toBe(false)
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(RABBY)
    const alert = kit.alerts.store.getState().alerts.at(-1)
    expect(alert).toMatchObject({ code: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' })
  })

  it("with the multi-wallet gate closed, 'Switch to' another family's wallet changes the active family without the info alert (not a multi-wallet method)", async () => {
    const kit = await threeWallets(false)
    expect(switchToConnection(kit, row(kit, 'Phantom'))).toBe(true)
    const state = kit.registry.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(state.chains.eip155?.address).toBe(RABBY)
    expect(kit.alerts.store.getState().alerts).toEqual([])
  })

  it("'Add wallet' goes to Connect; with the gate closed it shows the info alert instead", async () => {
    const open = await threeWallets(true)
    open.open({ view: 'ProfileWallets' })
    expect(addWallet(open)).toBe(true)
    expect(open.router.store.getState().view).toBe('Connect')

    const closed = await threeWallets(false)
    closed.open({ view: 'ProfileWallets' })
    expect(addWallet(closed)).toBe(false)
    expect(closed.router.store.getState().view).toBe('ProfileWallets')
    expect(closed.alerts.store.getState().alerts.map((a) => a.code)).toContain(
      'MULTI_WALLET_NOT_ENABLED',
    )
  })

  it('disconnecting one of a family’s wallets keeps the others; the next becomes current', async () => {
    const kit = await threeWallets(true)
    await kit.disconnectConnection('eip155', row(kit, 'Rabby').connectorId)
    const rows = listConnections(kit.registry.store.getState())
    expect(rows.map((r) => r.name)).toEqual(['MetaMask', 'Phantom'])
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(METAMASK)
  })

  it('disconnecting the last wallet of a family disconnects the family', async () => {
    const kit = await threeWallets(true)
    await kit.disconnectConnection('solana', row(kit, 'Phantom').connectorId)
    expect(kit.registry.store.getState().chains.solana?.status).toBe('disconnected')
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connected')
  })

  it('with nothing connected, offers to connect', () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    expect(renderWithKit(kit, <ProfileWalletsView />)).toContain('Connect a wallet')
  })
})
