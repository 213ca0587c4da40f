import { ACCOUNT_PROFILE, createPluginContext } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { connectWallet, createTestKit } from '../testing/createTestKit.js'
import { createIdentityCache } from './createIdentityCache.js'
import { watchIdentity } from './watchIdentity.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('identity (name and avatar) in the Account view', () => {
  it("sets the connected account's profile name and image from its identity", async () => {
    const { kit } = createTestKit()
    const fetch = vi.fn(async () => ({ name: 'alice.appkit.id', avatar: 'https://img/alice.png' }))
    watchIdentity(createPluginContext(kit, 'test').context, createIdentityCache({ fetch }))
    await connectWallet(kit)
    await flush()
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155')).toEqual({
      name: 'alice.appkit.id',
      image: 'https://img/alice.png',
    })
  })

  it('uses the 5-minute cache when the account reconnects', async () => {
    const { kit } = createTestKit()
    const fetch = vi.fn(async () => ({ name: 'alice.appkit.id', avatar: null }))
    watchIdentity(createPluginContext(kit, 'test').context, createIdentityCache({ fetch }))
    await connectWallet(kit)
    await flush()
    await kit.disconnect()
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name).toBeUndefined()
    await kit.connect('test-wallet')
    await flush()
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name).toBe('alice.appkit.id')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('leaves the profile alone when the identity cannot be fetched, or arrives after a disconnect', async () => {
    const { kit } = createTestKit()
    let release: (value: { name: string; avatar: null }) => void = () => {}
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    watchIdentity(createPluginContext(kit, 'test').context, createIdentityCache({ fetch }))
    await connectWallet(kit)
    await kit.disconnect()
    release({ name: 'late.appkit.id', avatar: null })
    await flush()
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name).toBeUndefined()
  })

  it('an identity with no name or avatar leaves the profile another plugin set (the embedded wallet shows the email)', async () => {
    const { kit } = createTestKit()
    let release: (value: { name: null; avatar: null }) => void = () => {}
    const fetch = vi.fn(
      () => new Promise<{ name: null; avatar: null }>((resolve) => (release = resolve)),
    )
    watchIdentity(createPluginContext(kit, 'test').context, createIdentityCache({ fetch }))
    await connectWallet(kit)
    kit.accountState.set(ACCOUNT_PROFILE, 'eip155', { name: 'alice@example.com' })
    release({ name: null, avatar: null })
    await flush()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name).toBe('alice@example.com')
  })
})
