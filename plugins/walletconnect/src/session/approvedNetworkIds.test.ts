import { describe, expect, it } from 'vitest'
import { approvedNetworkIds } from './approvedNetworkIds.js'

const namespace = (fields: { chains?: string[]; accounts?: string[] }) => ({
  topic: 't',
  namespaces: { eip155: { accounts: [], methods: [], events: [], ...fields } },
})

describe('approvedNetworkIds', () => {
  it("spec §3 approvedCaipNetworkIds: a session namespace's chains, else its accounts' chains, CAIP-2 only", () => {
    expect(approvedNetworkIds(namespace({ chains: ['eip155:31337'] }), 'eip155')).toEqual([
      'eip155:31337',
    ])
    expect(
      approvedNetworkIds(
        namespace({ accounts: ['eip155:1337:0xabc', 'eip155:1337:0xdef', 'eip155:1:0xabc'] }),
        'eip155',
      ),
    ).toEqual(['eip155:1337', 'eip155:1'])
    expect(
      approvedNetworkIds(
        namespace({ chains: ['eip155:1', 'solana:x', '<b>', 'eip155:'] }),
        'eip155',
      ),
    ).toEqual(['eip155:1'])
  })

  it('is undefined without a session or without the family in it', () => {
    expect(approvedNetworkIds(undefined, 'eip155')).toBeUndefined()
    expect(approvedNetworkIds(namespace({ chains: ['eip155:1'] }), 'solana')).toBeUndefined()
  })
})
