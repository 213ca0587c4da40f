import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/providerErrors.js'
import type { ErrorReportedInfo } from '../hooks/HookPayloads.js'
import { createAppKit } from '../kit/createAppKit.js'
import { EVM_ADDRESS, mainnet, polygon } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { Connector } from '../types/Connector.js'
import { FAILED_TO_DISCONNECT_CHAINS } from './createDisconnectAction.js'
import { createMemoryAdapter, EVM_ABILITIES } from './testing/createMemoryAdapter.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const injected: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
}

function setup() {
  const kit = createAppKit({
    projectId: 'p',
    networks: [mainnet, polygon],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
  })
  const memory = createMemoryAdapter(
    'eip155',
    { address: EVM_ADDRESS, network: mainnet, balance: '1' },
    EVM_ABILITIES,
  )
  kit.registerAdapter(memory.adapter)
  kit.registry.addConnector(injected)
  const reports: ErrorReportedInfo[] = []
  kit.hooks.errorReported.tap('test', (info) => {
    reports.push(info)
  })
  const tracked: { event: string; properties?: Record<string, unknown> }[] = []
  kit.hooks.eventTracked.tap('test', (info) => {
    tracked.push(info)
  })
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  const flows = () => reports.map(({ report }) => [report.flow, report.category])
  return { kit, memory, reports, tracked, settled, flows }
}

describe("spec §8 'All controller errors are wrapped as an SDK error with a category, reported, and rethrown': the kit's flows", () => {
  it('spec §8 connect: a failing wallet connect is reported as flow connect, PROVIDER_ERROR, and rethrown as AppKitError', async () => {
    const { kit, memory, settled, flows } = setup()
    memory.behaviour.connect = () => Promise.reject(new Error('wallet crashed'))
    await expect(kit.connect('io.metamask')).rejects.toMatchObject({
      name: 'AppKitError',
      shortMessage: 'wallet crashed',
      category: 'PROVIDER_ERROR',
    })
    await settled()
    expect(flows()).toEqual([['connect', 'PROVIDER_ERROR']])
  })

  it('spec §8 send and sign: a failing send is reported as flow send; a bad send request as VALIDATION_ERROR', async () => {
    const { kit, memory, settled, flows } = setup()
    await kit.connect('io.metamask')
    memory.behaviour.send = () => Promise.reject(new Error('insufficient funds for gas'))
    const eth = { symbol: 'ETH', decimals: 18 }
    await expect(kit.send({ amount: '1', receiverAddress: RECEIVER, token: eth })).rejects.toThrow(
      'insufficient funds',
    )
    await expect(kit.send({ amount: '', receiverAddress: RECEIVER, token: eth })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    await expect(kit.signMessage('')).rejects.toThrow('A message to sign is required')
    await settled()
    expect(flows()).toEqual([
      ['send', 'PROVIDER_ERROR'],
      ['send', 'VALIDATION_ERROR'],
      ['sign', 'VALIDATION_ERROR'],
    ])
  })

  it('spec §8 switch: a refused network switch is reported once as flow switchNetwork, even through requestNetworkSwitch', async () => {
    const { kit, memory, settled, flows } = setup()
    await kit.connect('io.metamask')
    memory.behaviour.switchNetwork = () => Promise.reject(new Error('chain not added'))
    await expect(kit.switchNetwork(polygon)).rejects.toThrow('chain not added')
    await settled()
    expect(flows()).toEqual([['switchNetwork', 'PROVIDER_ERROR']])
  })

  it('a user rejection (4001) is tracked as USER_REJECTED with its flow and sends no error report, as Reown does', async () => {
    const { kit, memory, reports, tracked, settled } = setup()
    memory.behaviour.connect = () => Promise.reject(new UserRejectedRequestError())
    await expect(kit.connect('io.metamask')).rejects.toBeInstanceOf(UserRejectedRequestError)
    await settled()
    expect(reports).toEqual([])
    expect(tracked).toContainEqual({
      event: 'USER_REJECTED',
      properties: { flow: 'connect', message: 'User rejected the request.' },
    })
  })

  it("spec §8 'Failed to disconnect chains': a wallet refusing to let go is reported, and the visitor is disconnected anyway", async () => {
    const { kit, memory, reports, settled } = setup()
    await kit.connect('io.metamask')
    memory.behaviour.disconnect = () => Promise.reject(new Error('extension gone'))
    await kit.disconnect()
    await settled()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(reports).toHaveLength(1)
    expect(reports[0]?.error).toMatchObject({
      shortMessage: FAILED_TO_DISCONNECT_CHAINS,
      details: 'eip155',
      category: 'PROVIDER_ERROR',
    })
    expect(reports[0]?.report.flow).toBe('disconnect')
  })

  it('a burst of failures reaches errorReported at most 5 times per 60 s (spec §7)', async () => {
    const { kit, memory, reports } = setup()
    memory.behaviour.connect = () => Promise.reject(new Error('down'))
    for (let attempt = 0; attempt < 7; attempt++) {
      await expect(kit.connect('io.metamask')).rejects.toThrow('down')
    }
    await vi.waitFor(() => expect(reports).toHaveLength(5))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reports).toHaveLength(5)
  })
})
