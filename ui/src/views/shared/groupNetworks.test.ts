import type { CaipNetwork } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { testLocalnet, testMainnet } from '../../testing/createTestKit.js'
import { groupNetworks } from './groupNetworks.js'

const solana: CaipNetwork = {
  ...testMainnet,
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

describe('groupNetworks', () => {
  it('groups by family in configured order', () => {
    const groups = groupNetworks([testMainnet, solana, testLocalnet])
    expect(groups.map((g) => [g.label, g.networks.map((n) => n.name)])).toEqual([
      ['EVM', ['Ethereum', 'Hardhat']],
      ['Solana', ['Solana']],
    ])
  })
})
