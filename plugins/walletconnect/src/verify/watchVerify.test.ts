import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UniversalProviderLike } from '../provider/UniversalProviderLike.js'
import type { VerifyValidation } from './verificationOf.js'
import { type VerifyClientLike, watchVerify } from './watchVerify.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A provider whose `connect` registers one attestation (as the Sign client's proposal does). */
function fakeProvider(attestation: string, resolved: unknown) {
  const verify: VerifyClientLike & { resolved: unknown[] } = {
    verifyUrlV3: 'https://verify.walletconnect.org/v3',
    resolved: [],
    register: async () => attestation,
    resolve: async (params) => {
      verify.resolved.push(params)
      return resolved
    },
  }
  const provider = {
    client: { core: { verify } },
    connect: async () => {
      await verify.register({ id: 'hash-1', decryptedId: 'decrypted-1' })
      return { topic: 't' }
    },
  } as unknown as UniversalProviderLike
  return { provider, verify }
}

function watch(provider: UniversalProviderLike): Promise<VerifyValidation> {
  return new Promise((resolve) => {
    watchVerify(provider, {
      verifyUrl: 'http://127.0.0.1:4100/verify/v3',
      appUrl: 'http://127.0.0.1:5173',
      onSessionVerified: resolve,
    })
  })
}

describe('watchVerify', () => {
  it("WalletConnect Verify: points the client at the emulator and reports the approved proposal's attestation as VALID", async () => {
    vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:5173/' } })
    const { provider, verify } = fakeProvider('jwt', {
      origin: 'http://127.0.0.1:5173',
      isVerified: true,
    })
    const verified = watch(provider)
    expect(verify.verifyUrlV3).toBe('http://127.0.0.1:4100/verify/v3')
    await expect(provider.connect({ optionalNamespaces: {} })).resolves.toEqual({ topic: 't' })
    await expect(verified).resolves.toBe('VALID')
    expect(verify.resolved).toEqual([{ attestationId: 'jwt', encryptedId: 'hash-1' }])
  })

  it('WalletConnect Verify: a proposal with no attestation (the verify page attested nothing) is UNKNOWN', async () => {
    vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:5173/' } })
    const { provider, verify } = fakeProvider('', undefined)
    const verified = watch(provider)
    await provider.connect({ optionalNamespaces: {} })
    await expect(verified).resolves.toBe('UNKNOWN')
    expect(verify.resolved).toEqual([])
  })

  it('WalletConnect Verify: registers outside a connect (session requests) report nothing', async () => {
    vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:5173/' } })
    const { provider, verify } = fakeProvider('jwt', { origin: 'http://127.0.0.1:5173' })
    const onSessionVerified = vi.fn()
    watchVerify(provider, { verifyUrl: 'x', appUrl: undefined, onSessionVerified })
    await verify.register({ id: 'request', decryptedId: 'r' })
    expect(verify.resolved).toEqual([])
    expect(onSessionVerified).not.toHaveBeenCalled()
  })

  it('without a window (Node) only points the client at the URL: no origin to attest', async () => {
    const { provider, verify } = fakeProvider('', undefined)
    const onSessionVerified = vi.fn()
    watchVerify(provider, {
      verifyUrl: 'http://x/verify/v3',
      appUrl: 'http://a',
      onSessionVerified,
    })
    await provider.connect({ optionalNamespaces: {} })
    expect(verify.verifyUrlV3).toBe('http://x/verify/v3')
    expect(onSessionVerified).not.toHaveBeenCalled()
  })
})
