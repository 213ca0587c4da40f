import { describe, expect, it } from 'vitest'
import { mainnet } from '../registry/testFixtures.js'
import { explorerTransactionUrl } from './explorerTransactionUrl.js'

describe('explorerTransactionUrl', () => {
  it("links to the network's explorer, and to nothing when it has no http(s) one", () => {
    const withExplorer = {
      ...mainnet,
      blockExplorers: { default: { name: 'E', url: 'https://etherscan.io/' } },
    }
    expect(explorerTransactionUrl('0xab', withExplorer)).toBe('https://etherscan.io/tx/0xab')
    const hostile = {
      ...mainnet,
      blockExplorers: { default: { name: 'E', url: 'javascript:alert(1)' } },
    }
    expect(explorerTransactionUrl('0xab', hostile)).toBeUndefined()
    expect(
      explorerTransactionUrl('0xab', { ...mainnet, blockExplorers: undefined }),
    ).toBeUndefined()
  })
})
