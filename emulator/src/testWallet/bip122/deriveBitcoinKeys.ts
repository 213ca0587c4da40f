import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { address, crypto } from 'bitcoinjs-lib'

export type BitcoinTestNetwork = 'mainnet' | 'testnet'

/** One of the wallet's keys: its address and what signing with it needs. */
export interface BitcoinTestKey {
  address: string
  /** Compressed public key, hex. */
  publicKey: string
  path: string
  privateKey: Uint8Array
  publicKeyBytes: Uint8Array
}

const HRP: Record<BitcoinTestNetwork, string> = { mainnet: 'bc', testnet: 'tb' }

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** BIP-341 key-path output key: the x-only internal key tweaked by its TapTweak hash. */
function taprootOutputKey(publicKey: Uint8Array): Uint8Array {
  const internal = publicKey.slice(1)
  const { lift_x, taggedHash, bytesToNumberBE, mod } = schnorr.utils
  const tweak = mod(bytesToNumberBE(taggedHash('TapTweak', internal)), secp256k1.CURVE.n)
  const point = lift_x(bytesToNumberBE(internal)).add(
    secp256k1.ProjectivePoint.BASE.multiply(tweak),
  )
  return point.toRawBytes(true).slice(1)
}

function key(root: HDKey, path: string, toAddress: (publicKey: Uint8Array) => string) {
  const child = root.derive(path)
  if (!child.privateKey || !child.publicKey) throw new Error(`No key at ${path}`)
  return {
    address: toAddress(child.publicKey),
    publicKey: toHex(child.publicKey),
    path,
    privateKey: child.privateKey,
    publicKeyBytes: child.publicKey,
  } satisfies BitcoinTestKey
}

/**
 * The mnemonic's payment key (BIP-84, native segwit P2WPKH, m/84'/coin'/0'/0/0) and ordinals
 * key (BIP-86, taproot P2TR, m/86'/coin'/0'/0/0); coin 0 on mainnet, 1 on testnet.
 */
export function deriveBitcoinKeys(mnemonic: string, network: BitcoinTestNetwork) {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const coin = network === 'mainnet' ? 0 : 1
  const hrp = HRP[network]
  return {
    payment: key(root, `m/84'/${coin}'/0'/0/0`, (pub) =>
      address.toBech32(crypto.hash160(pub), 0, hrp),
    ),
    ordinals: key(root, `m/86'/${coin}'/0'/0/0`, (pub) =>
      address.toBech32(taprootOutputKey(pub), 1, hrp),
    ),
  }
}
