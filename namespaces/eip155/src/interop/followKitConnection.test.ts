import type { AppKit } from '@appkit/kernel'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKitWithTestWallet } from '../testing/createKitWithTestWallet.js'
import { type LocalChains, startLocalChains, type TestWallet } from '../testing/startLocalChains.js'
import { followKitConnection } from './followKitConnection.js'

let chains: LocalChains
beforeAll(async () => {
  chains = await startLocalChains()
}, 60_000)
afterAll(async () => {
  await chains?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function kitWithWallet(): { kit: AppKit; wallet: TestWallet } {
  const page = createKitWithTestWallet(chains)
  cleanups.push(() => page.kit.destroy())
  return page
}

/** A follower whose providers are records of what the follower did with them. */
function recordingFollower(kit: AppKit) {
  const made: { chainId: number; retired: string[]; destroyed: AbortSignal }[] = []
  const follower = followKitConnection(
    { kit },
    {
      factoryName: 'createTestAdapter',
      packageName: '@appkit/test',
      createProvider(_eip1193, chainId, destroyed) {
        const provider = { chainId, retired: [] as string[], destroyed }
        made.push(provider)
        return { provider, retire: (reason) => provider.retired.push(reason) }
      },
      createSigner: (provider, address) => ({ chainId: provider.chainId, address }),
    },
  )
  cleanups.push(() => follower.destroy())
  return { follower, made }
}

describe('followKitConnection', () => {
  it('makes a provider per chain, keeps it on an account change, and retires the replaced ones', async () => {
    const { kit, wallet } = kitWithWallet()
    const { follower, made } = recordingFollower(kit)
    expect(made).toEqual([])

    await kit.connect(wallet.connector.id)
    wallet.selectAccount(1)
    expect(made.map(({ chainId }) => chainId)).toEqual([31337])
    expect(await follower.getSigner()).toEqual({ chainId: 31337, address: wallet.addresses[1] })

    await kit.switchNetwork(chains.localhost)
    expect(made.map(({ chainId }) => chainId)).toEqual([31337, 1337])
    expect(follower.getProvider()).toBe(made[1])
    expect(made[0]?.retired).toEqual(['replaced'])

    await kit.disconnect()
    expect(follower.getProvider()).toBeUndefined()
    expect(made[1]?.retired).toEqual(['replaced'])
  })

  it('on destroy retires the current provider as destroyed and aborts the signal every provider got', async () => {
    const { kit, wallet } = kitWithWallet()
    await kit.connect(wallet.connector.id)
    const { follower, made } = recordingFollower(kit)
    await kit.switchNetwork(chains.localhost)

    follower.destroy()
    follower.destroy()

    expect(made.map(({ retired }) => retired)).toEqual([['replaced'], ['destroyed']])
    expect(made.every(({ destroyed }) => destroyed.aborted)).toBe(true)
    await expect(follower.getSigner()).rejects.toMatchObject({
      code: 4900,
      message: expect.stringContaining('@appkit/test: the adapter was destroyed'),
    })
  })
})
