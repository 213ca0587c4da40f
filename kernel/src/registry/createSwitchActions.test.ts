import { describe, expect, it, vi } from 'vitest'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { getActiveConnection } from './selectors.js'
import {
  connectThrough,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  eoa,
  mainnet,
  testNetworks,
} from './testFixtures.js'

async function setup() {
  const events = { accountChanged: vi.fn() }
  const registry = createConnectionRegistry({ networks: testNetworks, events })
  await connectThrough(registry, 'eip155', 'injected', async () => ({
    accounts: [eoa(EVM_ADDRESS), eoa(EVM_ADDRESS_2)],
    caipNetwork: mainnet,
  }))
  return { registry, events }
}

describe('switching connection and account', () => {
  it('switchAccount makes another account of the connection the address', async () => {
    const { registry, events } = await setup()
    registry.switchAccount('eip155', 'injected', EVM_ADDRESS_2)
    expect(registry.store.getState().activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS_2}`)
    expect(events.accountChanged).toHaveBeenCalledWith({
      namespace: 'eip155',
      address: EVM_ADDRESS_2,
      connectorId: 'injected',
    })
  })

  it("'account not found for connector' for an address the connection does not hold", async () => {
    const { registry } = await setup()
    expect(() => registry.switchAccount('eip155', 'injected', '0xdead')).toThrow(
      expect.objectContaining({ code: 'ACCOUNT_NOT_FOUND' }),
    )
  })

  it("'connector not connected' when switching to a connector without a connection", async () => {
    const { registry } = await setup()
    expect(() => registry.switchConnection('eip155', 'walletConnect')).toThrow(
      expect.objectContaining({ code: 'CONNECTOR_NOT_CONNECTED' }),
    )
  })

  it('switchConnection makes another connection the current one', async () => {
    const { registry } = await setup()
    registry.recordAccounts('eip155', 'walletConnect', [eoa(EVM_ADDRESS_2)])
    registry.switchConnection('eip155', 'walletConnect')
    expect(getActiveConnection(registry.store.getState())?.connectorId).toBe('walletConnect')
  })
})
