import {
  type AppKit,
  type CaipNetwork,
  createAppKit,
  type LocalFeatures,
  type MessageOverrides,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { testEvmNetwork } from '@appkit/tests/testEvmWallet'
import { TEST_ADDRESS } from './transactionFixtures.js'

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
 * A kit for tests: memory storage, no remote config, an EVM and a Solana network. The visitor
 * reads English unless `locale` says otherwise (with `messages` as that locale's texts).
 */
export function createTestKit(
  options: {
    blockchainApi?: string
    features?: Partial<LocalFeatures>
    locale?: string
    messages?: MessageOverrides
  } = {},
): AppKit {
  return createAppKit({
    projectId: 'test-project',
    networks: [hardhat, solanaLocal],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    locale: options.locale ?? 'en',
    ...(options.messages ? { messages: options.messages } : {}),
    ...(options.features ? { features: options.features } : {}),
    ...(options.blockchainApi ? { urls: { blockchainApi: options.blockchainApi } } : {}),
  })
    .use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
    .use({ name: 'test:solana', namespace: 'solana', setup() {} })
}

/** Connects the EVM family of a test kit to TEST_ADDRESS on Hardhat. */
export async function connectEvm(kit: AppKit, address = TEST_ADDRESS): Promise<void> {
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address, type: 'eoa' }],
    caipNetwork: hardhat,
  })
}
