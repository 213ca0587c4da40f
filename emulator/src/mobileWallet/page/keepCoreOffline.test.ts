import { Core } from '@walletconnect/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBareApiServer } from '../../testing/useBareApiServer.js'
import { keepCoreOffline } from './keepCoreOffline.js'

const server = useBareApiServer()

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

function offlineCore(verifyUrl: string): InstanceType<typeof Core> {
  // The SDK skips Verify and the INIT event under Vitest (IS_VITEST); a browser does not.
  vi.stubEnv('IS_VITEST', 'false')
  const core = new Core({
    projectId: 'appkit-local-project',
    relayUrl: 'ws://127.0.0.1:1/relay',
    telemetryEnabled: false,
    customStoragePrefix: `offline-test-${Math.random()}`,
  })
  keepCoreOffline(core, verifyUrl)
  return core
}

async function attestation(origin: string, id: string): Promise<string> {
  const query = new URLSearchParams({ projectId: 'p', origin, id, decryptedId: 'd' })
  const html = await (await fetch(`${server.current.url}/verify/v3/attestation?${query}`)).text()
  const posted = /parent\.postMessage\((".*"), '\*'\)/.exec(html)?.[1] ?? '""'
  return (JSON.parse(JSON.parse(posted)) as { attestation: string }).attestation
}

describe('keepCoreOffline', () => {
  it('keeps WalletKit init, Verify and Echo from fetching WalletConnect URLs', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const core = offlineCore('http://127.0.0.1:1/verify/v3')
    await core.eventClient.init()
    expect(await core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('')
    expect(await core.verify.resolve({ hash: 'c'.repeat(64), verifyUrl: 'x' })).toBeUndefined()
    expect(await core.verify.resolve({ attestationId: '', hash: 'c'.repeat(64) })).toBeUndefined()
    await expect(
      core.echoClient.registerDeviceToken({ clientId: 'a', token: 'b', notificationType: 'fcm' }),
    ).rejects.toThrow('offline')
    expect(fetch).not.toHaveBeenCalled()
  })

  it("WalletConnect Verify: resolves a dapp's attestation with the emulator's public key (verified loopback origin; another origin not)", async () => {
    const core = offlineCore(`${server.current.url}/verify/v3`)
    const verified = await attestation('http://127.0.0.1:5173', 'proposal-1')
    await expect(
      core.verify.resolve({ attestationId: verified, encryptedId: 'proposal-1' }),
    ).resolves.toMatchObject({ origin: 'http://127.0.0.1:5173', isVerified: true, isScam: false })
    // An attestation for another request id is not this one's.
    await expect(
      core.verify.resolve({ attestationId: verified, encryptedId: 'other' }),
    ).resolves.toBeUndefined()
    const unverified = await attestation('https://example.com', 'proposal-2')
    await expect(
      core.verify.resolve({ attestationId: unverified, encryptedId: 'proposal-2' }),
    ).resolves.toBeUndefined()
  })
})
