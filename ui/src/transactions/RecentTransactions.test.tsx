import type { TrackedTransaction } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit, testLocalnet, testMainnet } from '../testing/createTestKit.js'
import { renderWithKit } from '../testing/renderWithKit.js'
import { RecentTransactions } from './RecentTransactions.js'
import { useTransactions } from './useTransactions.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function record(overrides: Partial<TrackedTransaction>): TrackedTransaction {
  return {
    kind: 'hash',
    id: `0x${'ab'.repeat(32)}`,
    namespace: 'eip155',
    caipNetworkId: testMainnet.caipNetworkId,
    address: ADDRESS,
    status: 'pending',
    addedAt: 1,
    updatedAt: 1,
    ...overrides,
  }
}

function connectedKit(records: TrackedTransaction[]) {
  const kit = createTestKit()
  kit.registry.recordConnection('eip155', {
    connectorId: 'io.metamask',
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    caipNetwork: testMainnet,
  })
  kit.transactions.store.setState({ records })
  return kit
}

describe('RecentTransactions (issue 25: the Account view list)', () => {
  it("lists the active account's transactions on the active chain with status, 'still pending' and explorer link", () => {
    const kit = connectedKit([
      record({ label: 'Swap', status: 'confirmed', explorerUrl: 'https://example.test/tx/1' }),
      record({ id: `0x${'cd'.repeat(32)}`, stillPending: true }),
      record({ kind: 'calls', id: 'bundle-1', status: 'failed' }),
      record({
        id: `0x${'ef'.repeat(32)}`,
        caipNetworkId: testLocalnet.caipNetworkId,
        label: 'Other chain',
      }),
      record({
        id: `0x${'12'.repeat(32)}`,
        address: '0x2222222222222222222222222222222222222222',
        label: 'Other account',
      }),
    ])
    const html = renderWithKit(kit, <RecentTransactions />)
    expect(html).toContain('Recent transactions')
    expect(html).toContain('Swap')
    expect(html).toContain('Confirmed')
    expect(html).toContain('Still pending: the network has not included it yet')
    expect(html).toContain('Call bundle')
    expect(html).toContain('Failed')
    expect(html).toContain(
      'href="https://example.test/tx/1" target="_blank" rel="noopener noreferrer"',
    )
    expect(html).toContain('aria-label="View on explorer: Swap"')
    expect(html).not.toContain('Other chain')
    expect(html).not.toContain('Other account')
  })

  it('shows nothing when the account has no followed transaction', () => {
    expect(renderWithKit(connectedKit([]), <RecentTransactions />)).not.toContain(
      'Recent transactions',
    )
  })

  it('renders an app label as text, never as markup', () => {
    const kit = connectedKit([record({ label: '<img src=x onerror=alert(1)>' })])
    const html = renderWithKit(kit, <RecentTransactions />)
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('useTransactions', () => {
  it('gives the list and the pending count, for the active account or the one asked for', () => {
    const kit = connectedKit([
      record({}),
      record({ id: `0x${'cd'.repeat(32)}`, status: 'confirmed' }),
      record({ id: `0x${'ef'.repeat(32)}`, caipNetworkId: testLocalnet.caipNetworkId }),
    ])
    function Probe({ other }: { other?: boolean }) {
      const { transactions, pending } = useTransactions(
        other ? { caipNetworkId: testLocalnet.caipNetworkId } : {},
      )
      return <p>{`${transactions.length}/${pending}`}</p>
    }
    expect(renderWithKit(kit, <Probe />)).toContain('2/1')
    expect(renderWithKit(kit, <Probe other />)).toContain('1/1')
  })
})
