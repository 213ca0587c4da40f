/** The path Solana wallets use for the first account (all segments hardened, SLIP-0010). */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'"

const HARDENED = 0x8000_0000

type Bytes = Uint8Array<ArrayBuffer>

async function hmacSha512(key: Bytes, data: Bytes): Promise<Bytes> {
  const imported = await crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, data))
}

/** The BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt 'mnemonic'). */
export async function mnemonicToSeed(mnemonic: string): Promise<Bytes> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(mnemonic.normalize('NFKD')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt: encoder.encode('mnemonic'), iterations: 2048 },
    key,
    512,
  )
  return new Uint8Array(bits)
}

function parsePath(path: string): number[] {
  const [root, ...segments] = path.split('/')
  if (root !== 'm') throw new Error(`A derivation path starts with m: ${path}`)
  return segments.map((segment) => {
    const match = /^(\d+)'$/.exec(segment)
    if (match?.[1] === undefined) {
      throw new Error(`ed25519 derivation takes hardened segments only (like 0'): ${path}`)
    }
    return Number(match[1]) + HARDENED
  })
}

/**
 * The 32-byte ed25519 private key at `path` below `seed`, by SLIP-0010: the master key is
 * HMAC-SHA512('ed25519 seed', seed); each hardened child is HMAC-SHA512(chain code,
 * 0x00 || key || index). Web Crypto only, so it runs in the page and in Node alike.
 *
 * @example
 * const key = await deriveEd25519Key(await mnemonicToSeed(mnemonic), SOLANA_DERIVATION_PATH)
 */
export async function deriveEd25519Key(seed: Bytes, path: string): Promise<Bytes> {
  let node = await hmacSha512(new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of parsePath(path)) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index)
    node = await hmacSha512(node.subarray(32), data)
  }
  return node.slice(0, 32)
}
