import { type Guard, isFiniteNumber, isString, refine } from '@appkit/kernel/guards'

/** The account purposes of the sats-connect `getAccounts` request. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One account of `getAccounts`. */
export interface BitcoinWalletAccount {
  address: string
  publicKey: string
  purpose: BitcoinAddressPurpose
  addressType?: string
  /** The key's derivation path, which some wallets give (e.g. "m/84'/0'/0'/0/0"). */
  derivationPath?: string
}

export interface SignPsbtParams {
  /** Base64 PSBT. */
  psbt: string
  /** The input indexes each address signs. */
  signInputs: Record<string, readonly number[]>
  broadcast?: boolean
}

/** The requests AppKit makes, with their params and results (sats-connect's `request` API). */
export interface BitcoinRequests {
  getAccounts: {
    params: { purposes: readonly BitcoinAddressPurpose[]; message?: string }
    result: BitcoinWalletAccount[]
  }
  signMessage: {
    params: { address: string; message: string; protocol?: 'ECDSA' | 'BIP322' }
    result: { signature: string; address: string; messageHash?: string; protocol?: string }
  }
  signPsbt: { params: SignPsbtParams; result: { psbt: string; txid?: string } }
}

export type BitcoinMethod = keyof BitcoinRequests

/** Every answer is a value, never a throw: success with `result`, or error with a code. */
export type BitcoinResponse<Result> =
  | { status: 'success'; result: Result }
  | { status: 'error'; error: { code: number; message: string } }

/**
 * The injected Bitcoin provider AppKit talks to: the sats-connect `request(method, params)`
 * interface that Xverse (`window.XverseProviders.BitcoinProvider`) and the wallets listed in
 * `window.btc_providers` implement.
 */
export interface BitcoinProvider {
  request<M extends BitcoinMethod>(
    method: M,
    params: BitcoinRequests[M]['params'],
  ): Promise<BitcoinResponse<BitcoinRequests[M]['result']>>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/*
 * Wallets' objects and answers are untrusted: checked with the kernel's small guards (a value
 * whose reading throws is refused), not effect's Schema, since discovery runs before the first
 * click.
 */

/** A provider: an object with a `request` function. */
export const isBitcoinProvider: Guard<BitcoinProvider> = refine(
  isObject,
  (value) => typeof value.request === 'function',
) as unknown as Guard<BitcoinProvider>

/** A sats-connect answer: success with a result, or error with a numeric code and a message. */
export const isBitcoinResponse: Guard<BitcoinResponse<unknown>> = refine(isObject, (value) => {
  if (value.status === 'success') return 'result' in value
  return (
    value.status === 'error' &&
    isObject(value.error) &&
    isFiniteNumber(value.error.code) &&
    isString(value.error.message)
  )
}) as unknown as Guard<BitcoinResponse<unknown>>

/** A BIP-32 derivation path: m, then indexes, hardened with ' or h. */
const DERIVATION_PATH = /^m(\/\d{1,10}['h]?){0,10}$/

/** One `getAccounts` account: address, hex public key, a known purpose, a string type. */
export const isBitcoinWalletAccount: Guard<BitcoinWalletAccount> = refine(
  isObject,
  (value) =>
    isString(value.address) &&
    isString(value.publicKey) &&
    /^(?:[0-9a-fA-F]{2}){32,65}$/.test(value.publicKey) &&
    (value.purpose === 'payment' || value.purpose === 'ordinals') &&
    (value.addressType === undefined || isString(value.addressType)) &&
    (value.derivationPath === undefined ||
      (isString(value.derivationPath) && DERIVATION_PATH.test(value.derivationPath))),
) as unknown as Guard<BitcoinWalletAccount>

/** `signMessage`'s result: a non-empty signature string. */
export const isSignMessageResult: Guard<BitcoinRequests['signMessage']['result']> = refine(
  isObject,
  (value) => isString(value.signature) && value.signature.length > 0,
) as unknown as Guard<BitcoinRequests['signMessage']['result']>

/** `signPsbt`'s result: a base64 PSBT, and a txid string when present. */
export const isSignPsbtResult: Guard<BitcoinRequests['signPsbt']['result']> = refine(
  isObject,
  (value) =>
    isString(value.psbt) &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(value.psbt) &&
    (value.txid === undefined || isString(value.txid)),
) as unknown as Guard<BitcoinRequests['signPsbt']['result']>
