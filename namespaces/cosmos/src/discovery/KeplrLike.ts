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

export function isKeplrLike(value: unknown): value is KeplrLike {
  return (
    isRecord(value) &&
    typeof value.enable === 'function' &&
    typeof value.getKey === 'function' &&
    typeof value.signArbitrary === 'function'
  )
}
