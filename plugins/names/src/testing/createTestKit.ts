import {
  ACCOUNT_PROFILE,
  type AppKit,
  type CaipNetwork,
  type ConnectorType,
  createAppKit,
  type MessageOverrides,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { testEvmNetwork } from '@appkit/tests/testEvmWallet'
import { createSigningAdapter } from './createSigningAdapter.js'

export const hardhat = testEvmNetwork(31337, 'Hardhat')

export const solanaLocal: CaipNetwork = {
  id: 'local',
  name: 'Solana Local',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:local',
  nativeCurrency: { name: 'Solana', decimals: 9, symbol: 'SOL' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

/**
 * A kit for tests: memory storage, no remote config, Hardhat and a Solana network, and an
 * eip155 adapter that signs with Hardhat account 0. The visitor reads English unless `locale`
 * says otherwise (with `messages` as that locale's texts).
 */
export function createTestKit(
  options: {
    blockchainApi?: string
    networks?: CaipNetwork[]
    locale?: string
    messages?: MessageOverrides
  } = {},
) {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: options.networks ?? [hardhat, solanaLocal],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    locale: options.locale ?? 'en',
    ...(options.messages ? { messages: options.messages } : {}),
    ...(options.blockchainApi ? { urls: { blockchainApi: options.blockchainApi } } : {}),
  })
    .use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
    .use({ name: 'test:solana', namespace: 'solana', setup() {} })
  // The profile slot names() registers, for tests that run its parts without the plugin.
  kit.accountState.register(ACCOUNT_PROFILE)
  const wallet = createSigningAdapter(hardhat)
  kit.registerAdapter(wallet.adapter)
  return { kit, wallet }
}

/** Connects the test wallet through a connector of the given type (AUTH is the embedded one). */
export async function connectWallet(kit: AppKit, type: ConnectorType = 'INJECTED'): Promise<void> {
  const id = type === 'AUTH' ? 'test-auth' : 'test-wallet'
  kit.registry.addConnector({ id, type, name: 'Test Wallet', chain: 'eip155' })
  await kit.connect(id)
}
