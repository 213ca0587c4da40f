/** One account an injectedWeb3 extension exposes. */
export interface InjectedAccount {
  address: string
  name?: string
  genesisHash?: string | null
  type?: string
}

/** `signer.signRaw`'s request and answer (the injectedWeb3 protocol's SignerPayloadRaw). */
export interface SignerPayloadRaw {
  address: string
  /** Hex of the bytes to sign; extensions sign them wrapped in `<Bytes>…</Bytes>`. */
  data: string
  type: 'bytes' | 'payload'
}

export interface SignerResult {
  id: number
  signature: string
}

/** What `enable(dappName)` resolves with: the accounts and the signer. */
export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void): () => void
  }
  signer: { signRaw?(payload: SignerPayloadRaw): Promise<SignerResult> }
}

/** An entry of `window.injectedWeb3`: the extension's version and its `enable`. */
export interface InjectedExtension {
  version?: string
  enable(dappName: string): Promise<Injected>
}

export function isInjectedExtension(value: unknown): value is InjectedExtension {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { enable?: unknown }).enable === 'function'
  )
}
