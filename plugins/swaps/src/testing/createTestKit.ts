import { type AppKit, type AppKitOptions, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { createTestEvmAdapter, testEvmNetwork } from '@appkit/tests/testEvmWallet'

export const hardhat = testEvmNetwork(31337, 'Hardhat')
export const localhost = testEvmNetwork(1337, 'Localhost')

/**
 * A kit for tests: memory storage, no remote config, Hardhat and Localhost, a test wallet; the
 * locale and message overrides when given.
 */
export function createTestKit(
  features?: AppKitOptions['features'],
  i18n: Pick<AppKitOptions, 'locale' | 'messages'> = {},
): AppKit {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat, localhost],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...(features ? { features } : {}),
    ...i18n,
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(hardhat))
  return kit
}
