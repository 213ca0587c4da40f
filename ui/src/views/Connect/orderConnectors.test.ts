import type { Connector } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { orderConnectors } from './orderConnectors.js'

function connector(id: string, type: Connector['type'], rdns?: string): Connector {
  return { id, type, name: id, chain: 'eip155', ...(rdns ? { info: { rdns } } : {}) }
}

const external = connector('coinbase', 'EXTERNAL')
const injected = connector('injected', 'INJECTED')
const metamask = connector('io.metamask', 'ANNOUNCED', 'io.metamask')
const rabby = connector('io.rabby', 'ANNOUNCED', 'io.rabby')
const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const auth = connector('auth', 'AUTH')

describe('orderConnectors', () => {
  it("follows 'Connector type order: walletConnect, recent, injected, featured, custom, external, recommended'", () => {
    const items = orderConnectors({
      connectors: [external, auth, injected, metamask, walletConnect, rabby],
      recent: [{ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' }],
    })
    expect(items.map((i) => [i.connector.id, i.bucket, i.tag])).toEqual([
      ['walletConnect', 'walletConnect', undefined],
      ['io.rabby', 'recent', 'Recent'],
      ['injected', 'injected', 'Installed'],
      ['io.metamask', 'injected', 'Installed'],
      ['coinbase', 'external', undefined],
    ])
  })

  it('a connector type a plugin brings (open kernel) is listed with the external wallets; AUTH never is', () => {
    const passkey = connector('acme-passkey', 'PASSKEY')
    const items = orderConnectors({ connectors: [passkey, auth, injected, external], recent: [] })
    expect(items.map((i) => i.connector.id)).toEqual(['injected', 'acme-passkey', 'coinbase'])
  })

  it('one WalletConnect entry for the connectors of its one session (eip155 and solana)', () => {
    const solanaSide: Connector = { ...walletConnect, id: 'walletConnect:solana', chain: 'solana' }
    const items = orderConnectors({
      connectors: [walletConnect, metamask, solanaSide],
      recent: [{ id: 'walletConnect:solana', name: 'WalletConnect' }],
    })
    expect(items.map((i) => i.connector.id)).toEqual(['walletConnect', 'io.metamask'])
  })

  it("'recent wallets kept 2': only the 2 newest recent wallets come first", () => {
    const items = orderConnectors({
      connectors: [injected, metamask, rabby],
      recent: [
        { id: 'io.metamask', name: 'MetaMask' },
        { id: 'other', name: 'Rabby', rdns: 'io.rabby' },
        { id: 'injected', name: 'Browser Wallet' },
      ],
    })
    expect(items.map((i) => i.connector.id)).toEqual(['io.metamask', 'io.rabby', 'injected'])
    expect(items[2]?.tag).toBe('Installed')
  })

  it('a recent wallet whose connector is gone is not listed', () => {
    const items = orderConnectors({ connectors: [injected], recent: [{ id: 'gone', name: 'G' }] })
    expect(items.map((i) => i.connector.id)).toEqual(['injected'])
  })

  it('hides excluded wallets (by rdns or case-insensitive name) and the auth connector', () => {
    const items = orderConnectors({
      connectors: [auth, metamask, rabby, injected],
      recent: [],
      excluded: [{ rdns: 'io.metamask' }, { name: 'IO.RABBY' }],
    })
    expect(items.map((i) => i.connector.id)).toEqual(['injected'])
  })
})
