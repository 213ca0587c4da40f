import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallsStatus, NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import { createHooks } from '../hooks/hooks.js'
import { createConnectionRegistry } from '../registry/createConnectionRegistry.js'
import { EVM_ADDRESS, EVM_ADDRESS_2, mainnet, polygon } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createStorage } from '../storage/createStorage.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { createTransactions } from './createTransactions.js'
import { selectTransactions } from './selectTransactions.js'
import { PENDING_TRANSACTIONS_LIMIT } from './TRANSACTION_LIMITS.js'
import { TRANSACTIONS_STORAGE_KEY } from './TRANSACTIONS_STORAGE_KEY.js'
import type { TrackedTransaction, TransactionStatus } from './TrackedTransaction.js'

const HASH = `0x${'ab'.repeat(32)}`
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/**
 * Test double of a family adapter's status members, at the edge a unit test cannot reach (the
 * chain); the browser tests read real receipts from the emulator's Hardhat chains.
 */
function fakeChainAdapter() {
  const statuses = new Map<string, TransactionStatus>()
  const bundles = new Map<string, CallsStatus>()
  const adapter = {
    namespace: 'eip155',
    isTransactionHash: (value: string) => /^0x[0-9a-f]{64}$/i.test(value),
    transactionStatus: vi.fn(async (hash: string) => statuses.get(hash) ?? 'pending'),
    callsStatus: vi.fn(async (_connector: unknown, id: string) => {
      const answer = bundles.get(id)
      if (!answer) throw new Error('unknown bundle id')
      return answer
    }),
    transactionUrl: (hash: string) => `https://etherscan.io/tx/${hash}`,
  } as unknown as NamespaceAdapter
  return { adapter, statuses, bundles }
}

function setup(
  options: { storage?: ReturnType<typeof createMemoryStorage>; now?: () => number } = {},
) {
  const memory = options.storage ?? createMemoryStorage()
  const storage = createStorage({ adapter: memory, onWarning: () => {} })
  const registry = createConnectionRegistry({ networks: [mainnet, polygon] })
  registry.addConnector({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' })
  registry.recordConnection('eip155', {
    connectorId: 'io.metamask',
    accounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    caipNetwork: mainnet,
  })
  const chain = fakeChainAdapter()
  const adapters = new Map<ChainNamespace, NamespaceAdapter>([['eip155', chain.adapter]])
  const hooks = createHooks()
  const changes: TrackedTransaction[] = []
  hooks.transactionChanged.tap('test', (record) => void changes.push(record))
  const warnings: string[] = []
  const transactions = createTransactions({
    registry,
    adapters,
    storage,
    hooks,
    warn: (message) => void warnings.push(message),
    pollIntervalMs: 10,
    stillPendingAfterMs: 50,
    ...(options.now ? { now: options.now } : {}),
  })
  const list = () => selectTransactions(transactions.store.getState(), registry.store.getState())
  return { transactions, list, chain, changes, warnings, memory, storage, registry }
}

const kits: { transactions: { destroy(): void } }[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.transactions.destroy()
})
function tracked(options?: Parameters<typeof setup>[0]) {
  const kit = setup(options)
  kits.push(kit)
  return kit
}

describe('kit.transactions', () => {
  it('follows a hash from pending to confirmed, announcing each change with its explorer link', async () => {
    const { transactions, list, chain, changes } = tracked()
    const record = await transactions.add({ hash: HASH, label: 'Swap' })
    expect(record).toMatchObject({
      kind: 'hash',
      status: 'pending',
      label: 'Swap',
      address: EVM_ADDRESS,
    })
    expect(record.explorerUrl).toBe(`https://etherscan.io/tx/${HASH}`)
    chain.statuses.set(HASH, 'confirmed')
    await vi.waitFor(() => expect(list()[0]?.status).toBe('confirmed'))
    expect(changes.map((c) => c.status)).toEqual(['pending', 'confirmed'])
  })

  it('shows a reverted transaction as failed', async () => {
    const { transactions, list, chain } = tracked()
    chain.statuses.set(HASH, 'failed')
    await transactions.add({ hash: HASH })
    await vi.waitFor(() => expect(list()[0]?.status).toBe('failed'))
  })

  it("follows an EIP-5792 bundle through the wallet that sent it, with the bundle's hashes", async () => {
    const { transactions, list, chain } = tracked()
    chain.bundles.set('bundle-1', { status: 'pending', hashes: [] })
    const record = await transactions.add({ bundleId: 'bundle-1' })
    expect(record).toMatchObject({ kind: 'calls', connectorId: 'io.metamask' })
    chain.bundles.set('bundle-1', { status: 'confirmed', hashes: [HASH] })
    await vi.waitFor(() => expect(list()[0]).toMatchObject({ status: 'confirmed', hashes: [HASH] }))
    expect(chain.adapter.callsStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'io.metamask' }),
      'bundle-1',
      mainnet,
    )
  })

  it("a receipt that never comes stays pending, marked 'still pending' after the set time", async () => {
    let clock = 1_000
    const { transactions, list, changes } = tracked({ now: () => clock })
    await transactions.add({ hash: HASH })
    clock += 60
    await vi.waitFor(() => expect(list()[0]?.stillPending).toBe(true))
    expect(list()[0]?.status).toBe('pending')
    expect(changes.at(-1)?.stillPending).toBe(true)
  })

  it('a status check that fails (a node down) leaves it pending for the next poll, never a crash', async () => {
    const { transactions, list, chain } = tracked()
    vi.mocked(chain.adapter.transactionStatus!).mockRejectedValueOnce(new Error('node down'))
    await transactions.add({ hash: HASH })
    await vi.waitFor(() =>
      expect(vi.mocked(chain.adapter.transactionStatus!).mock.calls.length).toBeGreaterThan(1),
    )
    chain.statuses.set(HASH, 'confirmed')
    await vi.waitFor(() => expect(list()[0]?.status).toBe('confirmed'))
  })

  it('refuses a malformed hash or bundle id, or both at once, with a clear error', async () => {
    const { transactions, list } = tracked()
    await expect(transactions.add({ hash: '0x1234' })).rejects.toThrow(
      'Invalid transaction hash: 0x1234',
    )
    await expect(transactions.add({ bundleId: 'has space' })).rejects.toThrow(
      'Invalid call bundle id',
    )
    await expect(transactions.add({ bundleId: 'x'.repeat(5000) })).rejects.toThrow(
      'Invalid call bundle id',
    )
    await expect(transactions.add({ hash: HASH, bundleId: 'b' } as never)).rejects.toThrow(
      'Pass either a transaction hash or a call bundle id',
    )
    await expect(transactions.add({ hash: HASH, caipNetworkId: 'eip155:999' })).rejects.toThrow(
      'Unknown network',
    )
    expect(list()).toEqual([])
  })

  it('spec §9 pending-transactions limit 99: the 100th pending one of an account and chain is refused', async () => {
    const { transactions } = tracked()
    for (let n = 1; n <= PENDING_TRANSACTIONS_LIMIT; n++)
      await transactions.add({ hash: hashOf(n) })
    await expect(transactions.add({ hash: hashOf(100) })).rejects.toThrow(
      'Too many pending transactions (99)',
    )
    // Another account has its own limit.
    await expect(
      transactions.add({ hash: hashOf(100), address: EVM_ADDRESS_2 }),
    ).resolves.toMatchObject({
      status: 'pending',
    })
  })

  it('keeps lists per account and chain, and adding the same hash twice keeps one', async () => {
    const { transactions, list, registry } = tracked()
    await transactions.add({ hash: HASH })
    await transactions.add({ hash: HASH })
    await transactions.add({ hash: hashOf(7), caipNetworkId: polygon.caipNetworkId })
    expect(list().map((r) => r.id)).toEqual([HASH])
    registry.setActiveNetwork(polygon)
    expect(list().map((r) => r.id)).toEqual([hashOf(7)])
  })

  it('survives a reload: a new kit on the same storage resumes the pending ones', async () => {
    const first = tracked()
    await first.transactions.add({ hash: HASH, label: 'Send' })
    first.transactions.destroy()
    const second = tracked({ storage: first.memory })
    await vi.waitFor(() => expect(second.list()).toHaveLength(1))
    second.chain.statuses.set(HASH, 'confirmed')
    await vi.waitFor(() => expect(second.list()[0]?.status).toBe('confirmed'))
    expect(second.list()[0]?.label).toBe('Send')
  })

  it('drops stored records that fail to decode, with a warning, and keeps the rest', async () => {
    const memory = createMemoryStorage()
    const seeded = createStorage({ adapter: memory })
    const good = {
      kind: 'hash',
      id: HASH,
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      address: EVM_ADDRESS,
      status: 'confirmed',
      addedAt: 1,
      updatedAt: 2,
    }
    seeded.set(TRANSACTIONS_STORAGE_KEY, [
      good,
      { ...good, id: HASH.replace('ab', 'cd'), explorerUrl: 'javascript:alert(1)' },
      { ...good, caipNetworkId: 'not caip' },
      'garbage',
    ])
    const { list, warnings, storage } = tracked({ storage: memory })
    await vi.waitFor(() => expect(list()).toHaveLength(1))
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toContain('dropped a stored record')
    expect(storage.get(TRANSACTIONS_STORAGE_KEY)).toHaveLength(1)
  })

  it('two kits on one page keep their own transactions', async () => {
    const a = tracked()
    const b = tracked()
    await a.transactions.add({ hash: HASH })
    expect(a.list()).toHaveLength(1)
    expect(b.list()).toHaveLength(0)
  })
})
