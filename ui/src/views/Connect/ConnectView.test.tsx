import {
  type AppKit,
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
  createAppKit,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { UI_FEATURES } from '../../features/UI_FEATURES.js'
import { SOCIAL_LOGIN } from '../../socialLogin/socialLogin.js'
import { createStandInAdapter } from '../../testing/createStandInAdapter.js'
import { testMainnet } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import ConnectView from './ConnectView.js'

/** An auth connector that logs in on eip155 and solana (as issue 18's embedded wallet will). */
const emailConnector: Connector = {
  id: 'embedded',
  type: 'AUTH',
  name: 'Email',
  chain: 'eip155',
  chains: ['eip155', 'solana'],
}

function familyNetwork(chainNamespace: ChainNamespace, reference: string): CaipNetwork {
  return {
    id: reference,
    name: `${chainNamespace} network`,
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${reference}`,
    nativeCurrency: { name: 'Coin', symbol: 'COIN', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }
}

const FAMILY_NETWORKS: Record<string, CaipNetwork> = {
  eip155: testMainnet,
  solana: familyNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  bip122: familyNetwork('bip122', '000000000019d6689c085ae165831e93'),
  polkadot: familyNetwork('polkadot', '91b171bb158e2d3848fa23a9f1c25182'),
  cosmos: familyNetwork('cosmos', 'cosmoshub-4'),
}

/** As the real adapters say (spec §6): the auth connector supports eip155 and solana. */
const AUTH_FAMILIES = ['eip155', 'solana']

/** A kit whose active family is `active` (its network first), with email and socials offered. */
function kitActiveOn(active: ChainNamespace, auth: Connector = emailConnector): AppKit {
  const first = FAMILY_NETWORKS[active]!
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [first, ...Object.values(FAMILY_NETWORKS).filter((n) => n !== first)],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  for (const namespace of Object.keys(FAMILY_NETWORKS)) {
    const authConnector = AUTH_FAMILIES.includes(namespace)
    kit.use({
      name: `test:${namespace}`,
      namespace,
      setup: (context) =>
        context.register.family(createStandInAdapter(namespace, { authConnector })),
    })
  }
  kit.gates.register(...UI_FEATURES)
  kit.registry.addConnector(auth)
  kit.services.provide(SOCIAL_LOGIN, { available: (socials) => socials, start: () => {} })
  kit.gates.store.setState((s) => ({ ...s, features: { ...s.features, socials: ['github'] } }))
  return kit
}

describe("ConnectView: spec §6 'auth connector only on eip155 and solana'", () => {
  it('offers email and socials while the active family is eip155 or solana', () => {
    for (const family of ['eip155', 'solana'] as const) {
      const kit = kitActiveOn(family)
      expect(kit.registry.store.getState().activeNamespace).toBe(family)
      const html = renderWithKit(kit, <ConnectView />)
      expect(html).toContain('Continue with email')
      expect(html).toContain('Continue with GitHub')
    }
  })

  it('hides email and socials while the active family is bip122, polkadot or cosmos', () => {
    for (const family of ['bip122', 'polkadot', 'cosmos'] as const) {
      const kit = kitActiveOn(family)
      expect(kit.registry.store.getState().activeNamespace).toBe(family)
      const html = renderWithKit(kit, <ConnectView />)
      expect(html).not.toContain('Continue with email')
      expect(html).not.toContain('GitHub')
    }
  })
})

describe("ConnectView: spec §6 'auth connector only on eip155 and solana', as the AUTH connector serves", () => {
  it('hides email and socials on solana while the only AUTH connector is eip155-only (the embedded wallet today)', () => {
    const evmOnly: Connector = { id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155' }
    const onSolana = renderWithKit(kitActiveOn('solana', evmOnly), <ConnectView />)
    expect(onSolana).not.toContain('Continue with email')
    expect(onSolana).not.toContain('GitHub')
    const onEvm = renderWithKit(kitActiveOn('eip155', evmOnly), <ConnectView />)
    expect(onEvm).toContain('Continue with email')
    expect(onEvm).toContain('GitHub')
  })
})
