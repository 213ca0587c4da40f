import type { Connector } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { findWalletConnector } from './findWalletConnector.js'

const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

describe('findWalletConnector', () => {
  it('a listed wallet with an injected connector (matching rdns) connects through it', () => {
    expect(findWalletConnector([metamask], { id: 'mm', rdns: 'io.metamask' })).toBe('io.metamask')
  })

  it('matches the explorer id, and finds nothing for a mobile-only wallet', () => {
    const byExplorer = { ...metamask, info: {}, explorerId: 'mm' }
    expect(findWalletConnector([byExplorer], { id: 'mm' })).toBe('io.metamask')
    expect(findWalletConnector([metamask], { id: 'rainbow', rdns: null })).toBeUndefined()
  })

  it('ignores non-browser connectors', () => {
    const external = { ...metamask, type: 'EXTERNAL' as const }
    expect(findWalletConnector([external], { id: 'x', rdns: 'io.metamask' })).toBeUndefined()
  })
})
