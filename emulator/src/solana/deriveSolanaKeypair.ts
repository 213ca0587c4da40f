import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from './base58.js'

/** A Solana test keypair: the 32-byte ed25519 secret seed and the base58 address. */
export interface SolanaKeypair {
  secretKey: Uint8Array
  publicKey: Uint8Array
  address: string
  /** The derivation path, m/44'/501'/i'/0'. */
  path: string
}

const HARDENED = 0x80000000
const encoder = new TextEncoder()

/** A copy backed by a plain ArrayBuffer, as WebCrypto's types ask. */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)

async function hmacSha512(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    own(key),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, own(data)))
}

/** The BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt 'mnemonic'). */
export async function mnemonicToSeed(mnemonic: string, passphrase = ''): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(mnemonic.normalize('NFKD')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const salt = encoder.encode(`mnemonic${passphrase}`.normalize('NFKD'))
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 },
    key,
    512,
  )
  return new Uint8Array(bits)
}

/**
 * SLIP-0010 ed25519 derivation (hardened steps only): the key and chain code at `path`, a list
 * of indexes each already hardened or not (they are hardened here).
 */
export async function deriveEd25519Key(
  seed: Uint8Array,
  path: readonly number[],
): Promise<{ key: Uint8Array; chainCode: Uint8Array }> {
  let node = await hmacSha512(encoder.encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0)
    node = await hmacSha512(node.subarray(32), data)
  }
  return { key: node.slice(0, 32), chainCode: node.slice(32) }
}

/**
 * The Solana test keypair `index` of a mnemonic at m/44'/501'/index'/0' (the path Solana
 * wallets use), with WebCrypto, so it runs in Node and in the browser.
 *
 * @example const { address } = await deriveSolanaKeypair(TEST_MNEMONIC, 0)
 */
export async function deriveSolanaKeypair(mnemonic: string, index: number): Promise<SolanaKeypair> {
  const seed = await mnemonicToSeed(mnemonic)
  const { key } = await deriveEd25519Key(seed, [44, 501, index, 0])
  const publicKey = ed25519.getPublicKey(key)
  return {
    secretKey: key,
    publicKey,
    address: encodeBase58(publicKey),
    path: `m/44'/501'/${index}'/0'`,
  }
}
