import { describe, expect, it } from 'vitest'
import { createAppKit } from '../kit/createAppKit.js'
import { EVM_ADDRESS, mainnet } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createMemoryAdapter } from './testing/createMemoryAdapter.js'

const POOL = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function connected() {
  const kit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  const memory = createMemoryAdapter('eip155', { address: EVM_ADDRESS, network: mainnet })
  kit.registerAdapter(memory.adapter)
  kit.registry.addConnector({ id: 'w', type: 'INJECTED', name: 'W', chain: 'eip155' })
  await kit.connect('w')
  return { kit, memory }
}

describe('kit.sendTransaction', () => {
  it('sends the prepared call from the active account on the active network, then waits for it', async () => {
    const { kit, memory } = await connected()
    const hash = await kit.sendTransaction({ to: POOL, data: '0xabcd', value: 5n })
    expect(hash).toBe('0xhash')
    const sent = memory.calls.filter((call) => call.method === 'sendTransaction')
    expect(sent[0]?.args[0]).toMatchObject({
      from: EVM_ADDRESS,
      to: POOL,
      data: '0xabcd',
      value: 5n,
      caipNetwork: { caipNetworkId: mainnet.caipNetworkId },
    })
    expect(memory.calls.map((call) => call.method)).toContain('waitForTransaction')
  })

  it('refuses calldata that is not 0x hex bytes and a bad destination, before the wallet is asked', async () => {
    const { kit, memory } = await connected()
    await expect(kit.sendTransaction({ to: POOL, data: 'abcd' })).rejects.toThrow(
      'Transaction data must be 0x-prefixed hex bytes',
    )
    await expect(kit.sendTransaction({ to: POOL, data: '0xabc' })).rejects.toThrow(
      'Transaction data must be 0x-prefixed hex bytes',
    )
    await expect(kit.sendTransaction({ to: 'nope', data: '0x' })).rejects.toThrow(
      'Invalid transaction destination: nope',
    )
    expect(memory.calls.some((call) => call.method === 'sendTransaction')).toBe(false)
  })

  it("says 'Connector not connected' with no account, and a revert rejects", async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], loadRemoteConfig: false })
    await expect(kit.sendTransaction({ to: POOL, data: '0x' })).rejects.toThrow(
      'Connector not connected',
    )
    const { kit: live, memory } = await connected()
    memory.behaviour.waitForTransaction = () => Promise.reject(new Error('Transaction reverted'))
    await expect(live.sendTransaction({ to: POOL, data: '0x' })).rejects.toThrow(
      'Transaction reverted',
    )
  })
})
