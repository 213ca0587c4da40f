import { type AppKit, createAppKit } from '@appkit/kernel'
import { createMemoryStorage, type StorageAdapter } from '@appkit/kernel/storage'
import { eip155 } from '../eip155.js'
import { createTestWallet, type LocalChains, type TestWallet } from './startLocalChains.js'

/**
 * Test harness for the interop packages: a kit on the local chains (31337 first, then 1337) with
 * the eip155 plugin, and the test wallet (a new one unless given) registered as a connector, not
 * yet connected. The caller destroys the kit.
 */
export function createKitWithTestWallet(
  chains: LocalChains,
  options: { storage?: StorageAdapter; wallet?: TestWallet } = {},
): { kit: AppKit; wallet: TestWallet } {
  const kit = createAppKit({
    projectId: 'interop-test',
    networks: [chains.hardhat, chains.localhost],
    loadRemoteConfig: false,
    storage: options.storage ?? createMemoryStorage(),
  }).use(eip155())
  const wallet = options.wallet ?? createTestWallet(chains)
  kit.registry.addConnector(wallet.connector)
  return { kit, wallet }
}
