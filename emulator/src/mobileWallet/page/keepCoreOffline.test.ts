import { Core } from '@walletconnect/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepCoreOffline } from './keepCoreOffline.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('keepCoreOffline', () => {
  it('keeps WalletKit init, Verify and Echo from fetching WalletConnect URLs', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    // The SDK skips Verify and the INIT event under Vitest (IS_VITEST); a browser does not.
    vi.stubEnv('IS_VITEST', 'false')
    const core = new Core({
      projectId: 'appkit-local-project',
      relayUrl: 'ws://127.0.0.1:1/relay',
      telemetryEnabled: false,
      customStoragePrefix: `offline-test-${Math.random()}`,
    })
    keepCoreOffline(core)
    await core.eventClient.init()
    expect(await core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('')
    expect(await core.verify.resolve({ hash: 'c'.repeat(64), verifyUrl: 'x' })).toBeUndefined()
    await expect(
      core.echoClient.registerDeviceToken({ clientId: 'a', token: 'b', notificationType: 'fcm' }),
    ).rejects.toThrow('offline')
    expect(fetch).not.toHaveBeenCalled()
  })
})
