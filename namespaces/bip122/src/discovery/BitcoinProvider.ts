/** The account purposes of the sats-connect `getAccounts` request. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One account of `getAccounts`. */
export interface BitcoinWalletAccount {
  address: string
  publicKey: string
  purpose: BitcoinAddressPurpose
  addressType?: string
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

export function isBitcoinProvider(value: unknown): value is BitcoinProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
