import { eip155 } from '@appkit/eip155'
import { type AppKit, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import {
  createTestWallet,
  type LocalChains,
  type TestWallet,
} from '../../../../namespaces/eip155/src/testing/startLocalChains.js'

/**
 * Test harness shared by @appkit/ethers and @appkit/ethers5: a kit on the local chains
 * (31337 first, then 1337) with the eip155 plugin, and the test wallet registered as a
 * connector, not yet connected. The caller destroys the kit.
 */
export function createKitWithTestWallet(chains: LocalChains): { kit: AppKit; wallet: TestWallet } {
  const kit = createAppKit({
    projectId: 'ethers-interop-test',
    networks: [chains.hardhat, chains.localhost],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  }).use(eip155())
  const wallet = createTestWallet(chains)
  kit.registry.addConnector(wallet.connector)
  return { kit, wallet }
}
