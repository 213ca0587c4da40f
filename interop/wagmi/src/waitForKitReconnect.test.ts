import { createAppKit, STORAGE_KEYS } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { createTestEvmAdapter, testEvmNetwork } from '@appkit/tests/testEvmWallet'
import { describe, expect, it } from 'vitest'
import { waitForKitReconnect } from './waitForKitReconnect.js'

const hardhat = testEvmNetwork(31337, 'Hardhat')

function kitWithStoredWallet(stored: boolean) {
  const storage = createMemoryStorage()
  const kit = createAppKit({
    projectId: 'p',
    networks: [hardhat],
    loadRemoteConfig: false,
    storage,
  })
  // TEST DOUBLE (tests/shared/testEvmWallet): a wallet that still knows the visitor reconnects.
  const adapter = createTestEvmAdapter(hardhat)
  kit.registerAdapter({ ...adapter, reconnect: (connector) => adapter.connect(connector, {}) })
  if (stored) kit.storage.set(STORAGE_KEYS.connectedConnectorIds, { eip155: 'test-wallet' })
  return kit
}

describe('waitForKitReconnect', () => {
  it('answers at once that there is nothing to reconnect when no EVM wallet is stored', async () => {
    const kit = kitWithStoredWallet(false)
    await expect(waitForKitReconnect(kit, 60_000)).resolves.toBeUndefined()
  })

  it("waits for the stored wallet to announce itself, then gives the kit's reconnected account", async () => {
    const kit = kitWithStoredWallet(true)
    const waiting = waitForKitReconnect(kit, 60_000)
    kit.registry.addConnector({
      id: 'test-wallet',
      type: 'INJECTED',
      name: 'Test Wallet',
      chain: 'eip155',
    })
    await expect(waiting).resolves.toMatchObject({ connectorId: 'test-wallet', chainId: 31337 })
  })

  it('gives up after its wait when the stored wallet never announces itself', async () => {
    const kit = kitWithStoredWallet(true)
    await expect(waitForKitReconnect(kit, 20)).resolves.toBeUndefined()
  })
})
