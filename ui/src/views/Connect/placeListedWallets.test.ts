import type { Connector, WalletListing } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { orderConnectors } from './orderConnectors.js'
import { type ConnectListEntry, placeListedWallets } from './placeListedWallets.js'

function connector(id: string, type: Connector['type'], more: Partial<Connector> = {}): Connector {
  return { id, type, name: id, chain: 'eip155', ...more }
}

const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const metamask = connector('io.metamask', 'ANNOUNCED', {
  info: { rdns: 'io.metamask' },
  explorerId: 'mm',
})
const rabby = connector('io.rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } })
const coinbase = connector('coinbase', 'EXTERNAL')
const listing = (id: string, rdns?: string): WalletListing => ({
  id,
  name: id.toUpperCase(),
  ...(rdns ? { rdns } : {}),
})

function describeEntries(entries: readonly ConnectListEntry[]) {
  return entries.map((entry) =>
    'wallet' in entry
      ? `${entry.bucket}:${entry.wallet.id}`
      : `${entry.bucket}:${entry.connector.id}`,
  )
}

describe('placeListedWallets', () => {
  it("spec §6 connector type order 'walletConnect, recent, injected, featured, custom, external, recommended': the listed wallets take their buckets", () => {
    const items = orderConnectors({
      connectors: [coinbase, rabby, walletConnect, metamask],
      recent: [{ id: 'io.rabby', name: 'Rabby' }],
    })
    const entries = placeListedWallets(items, {
      featured: [listing('f1'), listing('f2')],
      custom: [listing('acme')],
      recommended: [listing('r1'), listing('r2')],
    })
    expect(describeEntries(entries)).toEqual([
      'walletConnect:walletConnect',
      'recent:io.rabby',
      'injected:io.metamask',
      'featured:f1',
      'featured:f2',
      'custom:acme',
      'external:coinbase',
      'recommended:r1',
      'recommended:r2',
    ])
  })

  it('a wallet already shown as installed or recent (explorer id or rdns), or by an earlier bucket, is not shown again', () => {
    const items = orderConnectors({
      connectors: [walletConnect, metamask, rabby],
      recent: [{ id: 'io.rabby', name: 'Rabby' }],
    })
    const entries = placeListedWallets(items, {
      featured: [listing('mm'), listing('f1')],
      custom: [listing('f1'), listing('acme')],
      recommended: [listing('rabby-listing', 'io.rabby'), listing('acme'), listing('r1')],
    })
    expect(describeEntries(entries)).toEqual([
      'walletConnect:walletConnect',
      'recent:io.rabby',
      'injected:io.metamask',
      'featured:f1',
      'custom:acme',
      'recommended:r1',
    ])
  })

  it("spec §9 'recommended 4': at most 4 recommended wallets; excluded wallets never show", () => {
    const entries = placeListedWallets(
      [],
      {
        featured: [listing('hidden')],
        custom: [],
        recommended: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => listing(id)),
      },
      [{ id: 'b' }, { name: 'HIDDEN' }],
    )
    expect(describeEntries(entries)).toEqual([
      'recommended:a',
      'recommended:c',
      'recommended:d',
      'recommended:e',
    ])
  })
})
