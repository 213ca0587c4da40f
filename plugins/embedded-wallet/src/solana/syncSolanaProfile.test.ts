import { ACCOUNT_PROFILE, type CaipNetwork, createAppKit, createStore } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import type { EmbeddedWalletState } from '../provider/createEmbeddedWalletProvider.js'
import { AUTH_SOLANA_CONNECTOR_ID } from './AUTH_SOLANA_CONNECTOR_ID.js'
import { syncSolanaProfile } from './syncSolanaProfile.js'

const solanaLocal: CaipNetwork = {
  id: 'local',
  name: 'Solana Local',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:local',
  nativeCurrency: { name: 'Solana', decimals: 9, symbol: 'SOL' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const SOLANA_ADDRESS = '9'.repeat(44)
const USER = { address: `0x${'12'.repeat(20)}`, chainId: 31337, email: 'ada@example.com' }

function setUp() {
  const kit = createAppKit({ projectId: 'p', networks: [solanaLocal], loadRemoteConfig: false })
  const provider = { store: createStore<EmbeddedWalletState>({}) }
  kit.use({
    name: 'solana-profile-under-test',
    setup(ctx) {
      ctx.register.accountState(ACCOUNT_PROFILE)
      return syncSolanaProfile(ctx, provider)
    },
  })
  const connect = (connectorId: string) =>
    kit.registry.recordConnection('solana', {
      connectorId,
      accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }],
      caipNetwork: solanaLocal,
    })
  return { kit, provider, connect }
}

describe('syncSolanaProfile', () => {
  it("spec §5 display name: the login's email names the Solana account in the Account view too", () => {
    const { kit, provider, connect } = setUp()
    provider.store.setState({ user: USER })
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'solana')).toEqual({})
    connect(AUTH_SOLANA_CONNECTOR_ID)
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'solana')).toEqual({
      email: 'ada@example.com',
      name: 'ada@example.com',
    })
  })

  it('leaves another wallet on Solana alone, and a name another plugin set', () => {
    const { kit, provider, connect } = setUp()
    provider.store.setState({ user: USER })
    connect('wallet-standard:Phantom')
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'solana')).toEqual({})
    kit.registry.removeConnection('solana', 'wallet-standard:Phantom')
    connect(AUTH_SOLANA_CONNECTOR_ID)
    // A name another plugin sets afterwards stays when the login's user is synced again.
    kit.accountState.update(ACCOUNT_PROFILE, 'solana', (profile) => ({
      ...profile,
      name: 'ada.sol',
    }))
    provider.store.setState({ user: { ...USER } })
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'solana')).toEqual({
      name: 'ada.sol',
      email: 'ada@example.com',
    })
  })
})
