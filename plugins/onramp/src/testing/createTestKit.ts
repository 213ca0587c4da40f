import { type AppKit, type AppKitOptions, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { createTestEvmAdapter, testEvmNetwork } from '@appkit/tests/testEvmWallet'

export const hardhat = testEvmNetwork(31337, 'Hardhat')

/** A kit for tests: memory storage, remote config only with `api`, Hardhat, a test eip155 wallet. */
export function createTestKit(
  options: {
    blockchainApi?: string
    features?: AppKitOptions['features']
    /** Where GET /appkit/v1/config is answered; remote config is not loaded without it. */
    api?: string
  } & Pick<AppKitOptions, 'locale' | 'messages'> = {},
): AppKit {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat],
    loadRemoteConfig: options.api !== undefined,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    urls: {
      ...(options.blockchainApi ? { blockchainApi: options.blockchainApi } : {}),
      ...(options.api ? { api: options.api } : {}),
    },
    ...(options.features ? { features: options.features } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(hardhat))
  return kit
}
