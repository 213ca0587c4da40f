import { sendJson } from '../../api/http/sendJson.js'
import type { Route } from '../../api/Route.js'
import { createVerifyKey } from './createVerifyKey.js'

/** Where the stand-in lives; requests for https://verify.walletconnect.org/* can be routed here. */
export const VERIFY_PATH = '/verify'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
const ATTESTATION_TTL_SECONDS = 3600
const KEY_TTL_SECONDS = 86_400

/**
 * A stand-in for WalletConnect's verify API (https://verify.walletconnect.org), whose address the
 * client libraries hard-code: the walletconnect plugin and the test mobile wallet point their
 * Verify client's `verifyUrlV3` here ({api}/verify/v3). Loopback origins are reported verified,
 * others unverified; nothing is ever a scam. An attestation page answered with an error (a fault
 * on /verify/v3/attestation) attests nothing: the dapp's client gives up after 5 s.
 *
 * - GET /verify/v3/attestation?origin&id&decryptedId: the iframe page; it posts
 *   {type: 'verify_attestation', attestation} (an ES256 JWT) to its parent.
 * - GET /verify/v3/public-key: {publicKey (JWK), expiresAt (s)} to check those JWTs.
 * - GET /verify/attestation/:id: 404, the old lookup has nothing to report.
 */
export function createVerifyRoutes(options: { now?: () => number } = {}): Route[] {
  const now = options.now ?? Date.now
  const key = createVerifyKey()
  const seconds = () => Math.floor(now() / 1000)
  return [
    {
      method: 'GET',
      pattern: `${VERIFY_PATH}/v3/public-key`,
      checksProject: false,
      handle: ({ res }) =>
        sendJson(res, 200, { publicKey: key.publicKey, expiresAt: seconds() + KEY_TTL_SECONDS }),
    },
    {
      method: 'GET',
      pattern: `${VERIFY_PATH}/v3/attestation`,
      checksProject: false,
      handle: ({ res, url }) => {
        const origin = url.searchParams.get('origin')
        const id = url.searchParams.get('id')
        if (origin === null || id === null) {
          sendJson(res, 400, { message: 'origin and id are required' })
          return
        }
        const attestation = key.signJwt({
          exp: seconds() + ATTESTATION_TTL_SECONDS,
          id,
          decryptedId: url.searchParams.get('decryptedId') ?? '',
          origin,
          isScam: false,
          isVerified: isLoopbackOrigin(origin),
        })
        const message = JSON.stringify(JSON.stringify({ type: 'verify_attestation', attestation }))
        const html = `<!doctype html><meta charset="utf-8"><title>verify</title><script>parent.postMessage(${message.replaceAll('<', '\\u003c')}, '*')</script>`
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': Buffer.byteLength(html),
          'Cache-Control': 'no-store',
        })
        res.end(html)
      },
    },
    {
      method: 'GET',
      pattern: `${VERIFY_PATH}/attestation/:id`,
      checksProject: false,
      handle: ({ res }) => sendJson(res, 404, { message: 'No attestation' }),
    },
  ]
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK.has(new URL(origin).hostname)
  } catch {
    return false
  }
}
