import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COSMOS_PLUGIN_NAME, cosmos } from './cosmos.js'
import { cosmoshub } from './networks/cosmoshub.js'
import { installTestKeplr } from './testing/installTestKeplr.js'
import { verifyAdr36Signature } from './verify/verifyAdr36Signature.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cosmos()', () => {
  it('finds the page’s Keplr-style wallet, connects it and signs through the kit', async () => {
    const page = await installTestKeplr()
    vi.stubGlobal('window', page.window)
    const kit = createAppKit({
      projectId: 'cosmos-test',
      networks: [cosmoshub],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    }).use(cosmos())
    expect(kit.registry.store.getState().connectors.map((c) => c.id)).toContain('keplr')

    const connection = await kit.connect('keplr')
    const address = connection.accounts[0]?.address ?? ''
    const state = kit.registry.store.getState()
    expect(state.activeNamespace).toBe('cosmos')
    expect(state.chains.cosmos?.caipAddress).toBe(`cosmos:cosmoshub-4:${address}`)
    expect(state.chains.cosmos?.preferredAccountType).toBe('eoa')

    const signature = await kit.signMessage('Sign in to the cosmos test')
    await expect(
      verifyAdr36Signature({ address, message: 'Sign in to the cosmos test', signature }),
    ).resolves.toBe(true)
    kit.destroy()
    page.uninstall()
  })

  it('is named for the family', () => {
    expect(cosmos()).toMatchObject({ name: COSMOS_PLUGIN_NAME, namespace: 'cosmos' })
  })
})
