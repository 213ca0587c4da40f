import { generateKeyPairSync, sign } from 'node:crypto'

/** A P-256 public key as WalletConnect's verify API publishes it. */
export interface VerifyPublicKey {
  crv: 'P-256'
  ext: true
  key_ops: ['verify']
  kty: 'EC'
  x: string
  y: string
}

export interface VerifyKey {
  publicKey: VerifyPublicKey
  /** An ES256 JWT of `payload`, signed with this key. */
  signJwt(payload: Readonly<Record<string, unknown>>): string
}

/** A fresh signing key for the emulator's stand-in of the verify API (one per server). */
export function createVerifyKey(): VerifyKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    publicKey: {
      crv: 'P-256',
      ext: true,
      key_ops: ['verify'],
      kty: 'EC',
      x: jwk.x ?? '',
      y: jwk.y ?? '',
    },
    signJwt(payload) {
      const input = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}`
      const signature = sign('sha256', Buffer.from(input), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      })
      return `${input}.${signature.toString('base64url')}`
    },
  }
}
