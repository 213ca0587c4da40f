import { verifyP256Jwt } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { useBareApiServer } from '../../testing/useBareApiServer.js'

const server = useBareApiServer()

async function attestationFor(origin: string, id: string): Promise<string> {
  const query = new URLSearchParams({ projectId: 'p', origin, id, decryptedId: 'd' })
  const response = await fetch(`${server.current.url}/verify/v3/attestation?${query}`)
  expect(response.headers.get('content-type')).toContain('text/html')
  const html = await response.text()
  const posted = /parent\.postMessage\((".*"), '\*'\)/.exec(html)?.[1]
  const message = JSON.parse(JSON.parse(posted ?? '""')) as { type: string; attestation: string }
  expect(message.type).toBe('verify_attestation')
  return message.attestation
}

describe('verify API stand-in (for https://verify.walletconnect.org routed to {api}/verify)', () => {
  it('posts an attestation the WalletConnect utils verify with the published public key', async () => {
    const { publicKey, expiresAt } = await (
      await fetch(`${server.current.url}/verify/v3/public-key`)
    ).json()
    expect(expiresAt * 1000).toBeGreaterThan(Date.now())
    const attestation = await attestationFor('http://localhost:5173', 'attestation-id')
    expect(verifyP256Jwt(attestation, publicKey)).toMatchObject({
      id: 'attestation-id',
      origin: 'http://localhost:5173',
      isScam: false,
      isVerified: true,
    })
  })

  it('reports a non-loopback origin as unverified', async () => {
    const { publicKey } = await (await fetch(`${server.current.url}/verify/v3/public-key`)).json()
    const attestation = await attestationFor('https://example.com', 'x')
    expect(verifyP256Jwt(attestation, publicKey)).toMatchObject({ isVerified: false })
  })

  it('answers the old attestation lookup with 404 and a page without origin or id with 400', async () => {
    expect(
      (await fetch(`${server.current.url}/verify/attestation/abc?v2Supported=true`)).status,
    ).toBe(404)
    expect((await fetch(`${server.current.url}/verify/v3/attestation?origin=x`)).status).toBe(400)
  })
})
