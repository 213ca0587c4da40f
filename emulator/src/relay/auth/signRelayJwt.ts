import { generateKeyPairSync, sign } from 'node:crypto'
import { encodeDidKey } from './didKey.js'

/**
 * A relay auth token like WalletConnect clients send, from a fresh Ed25519 key: for tests that
 * talk to the relay without a WalletConnect client.
 */
export function signRelayJwt(
  options: { audience?: string; ttlSeconds?: number; now?: number } = {},
): { jwt: string; clientId: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  const clientId = encodeDidKey(Buffer.from(x, 'base64url'))
  const iat = Math.floor((options.now ?? Date.now()) / 1000)
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({
    iss: clientId,
    sub: 'test',
    aud: options.audience ?? 'ws://127.0.0.1/relay',
    iat,
    exp: iat + (options.ttlSeconds ?? 86_400),
  })}`
  const signature = sign(null, Buffer.from(input), privateKey).toString('base64url')
  return { jwt: `${input}.${signature}`, clientId }
}
