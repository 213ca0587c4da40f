import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { deriveSolanaSigner, type SolanaSigner } from './solana/deriveSolanaSigner.js'

interface SealedKey {
  iv: Buffer
  tag: Buffer
  ciphertext: Buffer
  address: `0x${string}`
}

export interface KeyVault {
  /** The email's account, made (and sealed) on first use; `created` says whether it is new. */
  ensure(email: string): { address: `0x${string}`; created: boolean }
  /** The email's account with its key unsealed for one operation; undefined when it has none. */
  account(email: string): PrivateKeyAccount | undefined
  /**
   * The email's Solana key (ed25519, derived from the same sealed key) for one operation;
   * undefined when it has none.
   */
  solana(email: string): SolanaSigner | undefined
  /** Moves the account to another email (re-sealed under the new email's key). */
  rename(from: string, to: string): void
  /** What is stored, for tests: no plain key in it. */
  sealed(email: string): { iv: string; tag: string; ciphertext: string } | undefined
}

function normalise(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The secure site's keys at rest: one secp256k1 key per email, generated here and stored only
 * sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the vault's secret and the
 * email. Logging in again with the same email (any browser) unseals the same key. The user's
 * Solana key is derived from that key on use (never stored apart, never sent out).
 */
export function createKeyVault(options: { secret?: Buffer } = {}): KeyVault {
  const secret = options.secret ?? randomBytes(32)
  const store = new Map<string, SealedKey>()
  const keyFor = (email: string) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `appkit-secure-site:${email}`, 32))

  function unseal(email: string): Hex | undefined {
    const sealed = store.get(email)
    if (!sealed) return undefined
    const decipher = createDecipheriv('aes-256-gcm', keyFor(email), sealed.iv)
    decipher.setAuthTag(sealed.tag)
    const plain = Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()])
    return `0x${plain.toString('hex')}`
  }

  function seal(email: string, privateKey: Buffer, address: `0x${string}`): void {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', keyFor(email), iv)
    const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()])
    store.set(email, { iv, tag: cipher.getAuthTag(), ciphertext, address })
    privateKey.fill(0)
  }

  return {
    ensure(rawEmail) {
      const email = normalise(rawEmail)
      const existing = store.get(email)
      if (existing) return { address: existing.address, created: false }
      const privateKey = randomBytes(32)
      const address = privateKeyToAccount(`0x${privateKey.toString('hex')}`).address
      seal(email, privateKey, address)
      return { address, created: true }
    },
    rename(rawFrom, rawTo) {
      const from = normalise(rawFrom)
      const to = normalise(rawTo)
      const sealed = store.get(from)
      const key = unseal(from)
      if (!sealed || key === undefined) throw new Error('No account for this email')
      if (store.has(to)) throw new Error('Email already in use')
      seal(to, Buffer.from(key.slice(2), 'hex'), sealed.address)
      store.delete(from)
    },
    account(rawEmail) {
      const key = unseal(normalise(rawEmail))
      return key === undefined ? undefined : privateKeyToAccount(key)
    },
    solana(rawEmail) {
      const key = unseal(normalise(rawEmail))
      if (key === undefined) return undefined
      const bytes = Buffer.from(key.slice(2), 'hex')
      const signer = deriveSolanaSigner(bytes)
      bytes.fill(0)
      return signer
    },
    sealed(rawEmail) {
      const sealed = store.get(normalise(rawEmail))
      return sealed
        ? {
            iv: sealed.iv.toString('hex'),
            tag: sealed.tag.toString('hex'),
            ciphertext: sealed.ciphertext.toString('hex'),
          }
        : undefined
    },
  }
}
