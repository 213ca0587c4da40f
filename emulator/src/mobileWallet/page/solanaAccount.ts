import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from './base58.js'
import { deriveEd25519Key, mnemonicToSeed, SOLANA_DERIVATION_PATH } from './deriveEd25519Key.js'

/** The wallet's Solana account: its address and an ed25519 signer. */
export interface SolanaAccount {
  /** The base58 public key. */
  address: string
  /** The 64-byte ed25519 signature of `message`. */
  signMessage: (message: Uint8Array) => Uint8Array
}

/**
 * The first Solana account of a mnemonic (m/44'/501'/0'/0', as Phantom and Solflare derive
 * it), so the test wallet's Solana address is the same on every run.
 *
 * @example
 * const account = await solanaAccount('test test test test test test test test test test test junk')
 * account.address // 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
 */
export async function solanaAccount(mnemonic: string): Promise<SolanaAccount> {
  const privateKey = await deriveEd25519Key(await mnemonicToSeed(mnemonic), SOLANA_DERIVATION_PATH)
  return {
    address: encodeBase58(ed25519.getPublicKey(privateKey)),
    signMessage: (message) => ed25519.sign(message, privateKey),
  }
}
