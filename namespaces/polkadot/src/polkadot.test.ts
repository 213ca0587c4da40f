import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { polkadotMainnet } from './networks/polkadotMainnet.js'
import { POLKADOT_PLUGIN_NAME, polkadot } from './polkadot.js'
import { installTestExtension } from './testing/installTestExtension.js'
import { verifyPolkadotSignature } from './verify/verifyPolkadotSignature.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('polkadot()', () => {
  it('finds the injectedWeb3 extension, connects it and signs through the kit', async () => {
    const page = await installTestExtension()
    vi.stubGlobal('window', page.window)
    const kit = createAppKit({
      projectId: 'polkadot-test',
      networks: [polkadotMainnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    }).use(polkadot())
    const connection = await kit.connect('appkit-test-wallet')
    const address = connection.accounts[0]?.address ?? ''
    const state = kit.registry.store.getState()
    expect(state.activeNamespace).toBe('polkadot')
    expect(state.chains.polkadot?.caipAddress).toBe(
      `polkadot:91b171bb158e2d3848fa23a9f1c25182:${address}`,
    )
    expect(state.chains.polkadot?.preferredAccountType).toBe('eoa')

    const signature = await kit.signMessage('Sign in to the polkadot test')
    await expect(
      verifyPolkadotSignature({ address, message: 'Sign in to the polkadot test', signature }),
    ).resolves.toBe(true)
    kit.destroy()
    page.uninstall()
  })

  it('is named for the family', () => {
    expect(polkadot()).toMatchObject({ name: POLKADOT_PLUGIN_NAME, namespace: 'polkadot' })
  })
})
