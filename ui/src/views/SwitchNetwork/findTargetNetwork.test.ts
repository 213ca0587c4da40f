import { describe, expect, it } from 'vitest'
import { testLocalnet, testMainnet } from '../../testing/createTestKit.js'
import { findTargetNetwork } from './findTargetNetwork.js'

describe('findTargetNetwork', () => {
  it('finds the configured network of router data caipNetwork', () => {
    const data = { caipNetwork: { caipNetworkId: 'eip155:31337', name: 'forged' } }
    expect(findTargetNetwork(data, [testMainnet, testLocalnet])).toBe(testLocalnet)
  })

  it('finds nothing for missing or unknown targets', () => {
    expect(findTargetNetwork(undefined, [testMainnet])).toBeUndefined()
    expect(findTargetNetwork({ caipNetwork: 'eip155:1' }, [testMainnet])).toBeUndefined()
    expect(findTargetNetwork({ caipNetwork: { caipNetworkId: 'eip155:5' } }, [testMainnet])).toBe(
      undefined,
    )
  })
})
