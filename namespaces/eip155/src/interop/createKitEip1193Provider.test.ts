import type { AppKit } from '@appkit/kernel'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKitWithTestWallet } from '../testing/createKitWithTestWallet.js'
import { type LocalChains, startLocalChains, type TestWallet } from '../testing/startLocalChains.js'
import { createKitEip1193Provider } from './createKitEip1193Provider.js'

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

function recordEvents(provider: ReturnType<typeof createKitEip1193Provider>) {
  const events: [string, unknown][] = []
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
    provider.on(event, (payload) => events.push([event, payload]))
  }
  return events
}

describe('createKitEip1193Provider', () => {
  it('reads accounts and chain from the kit: none and its default network before a connect', async () => {
    const { kit } = kitWithWallet()
    const provider = createKitEip1193Provider(kit)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00'] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('eth_requestAccounts opens the modal on Connect and resolves with the accounts the visitor connects there', async () => {
    const { kit, wallet } = kitWithWallet()
    const provider = createKitEip1193Provider(kit)
    const events = recordEvents(provider)
    const requested = provider.request({ method: 'eth_requestAccounts' })
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'Connect' })
    await kit.connect(wallet.connector.id)
    const [account] = (await requested) as string[]
    expect(account?.toLowerCase()).toBe(wallet.addresses[0]?.toLowerCase())
    expect(events.map(([event]) => event)).toEqual(['connect', 'chainChanged', 'accountsChanged'])
  })

  it('eth_requestAccounts rejects with 4001 when the visitor closes the modal instead', async () => {
    const { kit } = kitWithWallet()
    const requested = createKitEip1193Provider(kit).request({ method: 'eth_requestAccounts' })
    kit.close()
    await expect(requested).rejects.toMatchObject({ code: 4001 })
  })

  it("forwards a signature to the connected wallet: personal_sign verifies with viem for the kit's account", async () => {
    const { kit, wallet } = kitWithWallet()
    await kit.connect(wallet.connector.id)
    const provider = createKitEip1193Provider(kit)
    const [address] = (await provider.request({ method: 'eth_accounts' })) as `0x${string}`[]
    if (!address) throw new Error('no account')
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
    expect(await verifyMessage({ address, message: 'hello!', signature })).toBe(false)
  })

  it('wallet_switchEthereumChain switches through the kit (its active network follows) and refuses an unconfigured chain with 4902', async () => {
    const { kit, wallet } = kitWithWallet()
    await kit.connect(wallet.connector.id)
    const provider = createKitEip1193Provider(kit)
    const events = recordEvents(provider)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1337')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(events).toEqual([['chainChanged', '0x539']])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('follows the kit: a disconnect made in the modal announces no accounts and disconnect; destroy stops the events', async () => {
    const { kit, wallet } = kitWithWallet()
    await kit.connect(wallet.connector.id)
    const provider = createKitEip1193Provider(kit)
    const events = recordEvents(provider)
    await kit.disconnect('eip155')
    expect(events.map(([event]) => event)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]?.[1]).toEqual([])
    expect(events[1]?.[1]).toMatchObject({ code: 4900 })
    provider.destroy()
    await kit.connect(wallet.connector.id)
    expect(events).toHaveLength(2)
  })
})
