import { createPublicKey, verify } from 'node:crypto'
import { decodeDidKey } from './didKey.js'

export type RelayAuth = { ok: true; clientId: string } | { ok: false; message: string }

/**
 * Checks the `auth` query parameter WalletConnect clients open the relay socket with: a JWT
 * (EdDSA) whose issuer is the client's did:key, signed by that key and not expired. The
 * issuer is the client id the relay keys subscriptions and deliveries by.
 */
export function decodeRelayAuth(jwt: string | null, now: number = Date.now()): RelayAuth {
  if (jwt === null || jwt === '') return { ok: false, message: 'Missing auth' }
  const parts = jwt.split('.')
  const [header, payload, signature] = parts
  if (parts.length !== 3 || header === undefined || payload === undefined || !signature) {
    return { ok: false, message: 'auth is not a JWT' }
  }
  let claims: { iss?: unknown; exp?: unknown }
  let algorithm: unknown
  try {
    algorithm = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown })
      .alg
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims
  } catch {
    return { ok: false, message: 'auth is not a JWT' }
  }
  if (algorithm !== 'EdDSA') return { ok: false, message: 'auth must be signed with EdDSA' }
  if (typeof claims.iss !== 'string') return { ok: false, message: 'auth has no issuer' }
  const publicKey = decodeDidKey(claims.iss)
  if (publicKey === undefined)
    return { ok: false, message: 'auth issuer is not an Ed25519 did:key' }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) {
    return { ok: false, message: 'auth has expired' }
  }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${header}.${payload}`, 'utf8')
  if (!verify(null, signed, key, Buffer.from(signature, 'base64url'))) {
    return { ok: false, message: 'auth signature does not match its issuer' }
  }
  return { ok: true, clientId: claims.iss }
}
