import type { AppKit, CaipNetwork } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { switchActiveChain } from './switchActiveChain.js'

const target = { caipNetworkId: 'solana:abc', chainNamespace: 'solana' } as unknown as CaipNetwork

function fakeKit(fail = false) {
  const calls: string[] = []
  const kit = {
    switchNetwork: vi.fn(async () => {
      calls.push('switchNetwork')
      if (fail) throw new Error('nope')
    }),
    router: {
      replace: vi.fn(() => calls.push('replace:Connect') > 0),
      push: vi.fn(() => calls.push('push:Connect') > 0),
    },
  } as unknown as Pick<AppKit, 'switchNetwork' | 'router'>
  return { kit, calls }
}

describe('switchActiveChain', () => {
  it("SwitchActiveChain 'carries target chain, a navigate-to of Connect and a replace flag': it switches, then replaces itself with Connect", async () => {
    const { kit, calls } = fakeKit()
    await switchActiveChain(kit, target, { replace: true })
    expect(kit.switchNetwork).toHaveBeenCalledWith(target)
    expect(calls).toEqual(['switchNetwork', 'replace:Connect'])
  })

  it('without the replace flag Connect is pushed on top', async () => {
    const { kit, calls } = fakeKit()
    await switchActiveChain(kit, target, { replace: false })
    expect(calls).toEqual(['switchNetwork', 'push:Connect'])
  })

  it('a failed switch does not navigate', async () => {
    const { kit, calls } = fakeKit(true)
    await expect(switchActiveChain(kit, target, { replace: true })).rejects.toThrow('nope')
    expect(calls).toEqual(['switchNetwork'])
  })
})
