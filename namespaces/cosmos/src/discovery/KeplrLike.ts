import { type Guard, isString, refine } from '@appkit/kernel/guards'
import { isCosmosAddress } from '../isCosmosAddress.js'

/** Keplr's StdSignature: the signer's amino public key and a base64 64-byte r||s signature. */
export interface KeplrSignature {
  pub_key: { type: string; value: string }
  signature: string
}

/** What `getKey(chainId)` resolves with (the fields AppKit reads). */
export interface KeplrKey {
  name: string
  algo: string
  pubKey: Uint8Array
  bech32Address: string
}

/**
 * The Keplr-style extension interface (`window.keplr`, also implemented by Leap and others):
 * `enable` asks the user to allow the chains, `getKey` reads the account, `signArbitrary`
 * signs an ADR-36 document over the data.
 */
export interface KeplrLike {
  enable(chainIds: string | readonly string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrSignature>
  disable?(chainIds?: string | readonly string[]): Promise<void>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/*
 * Extensions' objects and answers are untrusted: checked with the kernel's small guards (a
 * value whose reading throws is refused), not effect's Schema, since discovery runs before the
 * first click.
 */

/** A Keplr-style provider: `enable`, `getKey` and `signArbitrary` functions. */
export const isKeplrLike: Guard<KeplrLike> = refine(
  isRecord,
  (value) =>
    typeof value.enable === 'function' &&
    typeof value.getKey === 'function' &&
    typeof value.signArbitrary === 'function',
) as unknown as Guard<KeplrLike>

/** `getKey`'s answer: a cosmos bech32 address, a 33-byte compressed key, string name and algo. */
export const isKeplrKey: Guard<KeplrKey> = refine(
  isRecord,
  (value) =>
    isString(value.bech32Address) &&
    isCosmosAddress(value.bech32Address) &&
    value.pubKey instanceof Uint8Array &&
    value.pubKey.length === 33 &&
    isString(value.algo) &&
    isString(value.name),
) as unknown as Guard<KeplrKey>

/** `signArbitrary`'s answer: a base64 64-byte signature and an amino public key. */
export const isKeplrSignature: Guard<KeplrSignature> = refine(
  isRecord,
  (value) =>
    isString(value.signature) &&
    /^[A-Za-z0-9+/]{86}==$/.test(value.signature) &&
    isRecord(value.pub_key) &&
    isString(value.pub_key.type) &&
    isString(value.pub_key.value),
) as unknown as Guard<KeplrSignature>
