import { type Guard, isString, refine } from '@appkit/kernel/guards'
import { isSs58Address } from '../isSs58Address.js'

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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function'
const optional =
  <A>(guard: Guard<A>): Guard<A | undefined> =>
  (value): value is A | undefined =>
    value === undefined || guard(value)

/*
 * Extensions' objects are untrusted: checked with the kernel's small guards (which refuse a
 * value whose reading throws), not effect's Schema, since discovery runs before the first click.
 */

/** An entry of `window.injectedWeb3`: `enable` a function, `version` a string when present. */
export const isInjectedExtension: Guard<InjectedExtension> = refine(
  isObject,
  (value) => isFunction(value.enable) && optional(isString)(value.version),
) as unknown as Guard<InjectedExtension>

/** What `enable` resolves with: `accounts.get` (and maybe `subscribe`) and a `signer` object. */
export const isInjected: Guard<Injected> = refine(
  isObject,
  (value) =>
    isObject(value.accounts) &&
    isFunction(value.accounts.get) &&
    optional(isFunction)(value.accounts.subscribe) &&
    isObject(value.signer) &&
    optional(isFunction)(value.signer.signRaw),
) as unknown as Guard<Injected>

/** One account: an SS58 address, and a string name, genesis hash and type when present. */
export const isInjectedAccount: Guard<InjectedAccount> = refine(
  isObject,
  (value) =>
    isString(value.address) &&
    isSs58Address(value.address) &&
    optional(isString)(value.name) &&
    (value.genesisHash === null || optional(isString)(value.genesisHash)) &&
    optional(isString)(value.type),
) as unknown as Guard<InjectedAccount>

/** A raw signature: 0x hex of 64 bytes (sr25519, ed25519) or 65 (ecdsa, or a type byte first). */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,65}$/

/** `signRaw`'s answer: its signature as above (the id is not read). */
export const isSignerResult: Guard<Pick<SignerResult, 'signature'>> = refine(
  isObject,
  (value) => isString(value.signature) && SIGNATURE.test(value.signature),
) as unknown as Guard<Pick<SignerResult, 'signature'>>

/** The valid accounts of an extension's answer; anything that is not a list gives none. */
export function injectedAccountsOf(value: unknown): InjectedAccount[] {
  try {
    return Array.isArray(value) ? value.filter((item) => isInjectedAccount(item)) : []
  } catch {
    return []
  }
}
