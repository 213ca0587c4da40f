import type { TestWalletInfo, TestWalletProvider } from './types.js'

/** The EIP-6963 announce event's detail. */
export interface ProviderDetail {
  readonly info: Readonly<TestWalletInfo>
  readonly provider: TestWalletProvider
}

export interface AnnounceProviderParameters {
  /** The window (or any EventTarget) the page listens on. */
  target: EventTarget
  info: TestWalletInfo
  provider: TestWalletProvider
}

/**
 * EIP-6963: dispatches `eip6963:announceProvider` with a frozen `{ info, provider }` detail
 * now and again on every `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceProvider({
  target,
  info,
  provider,
}: AnnounceProviderParameters): () => void {
  const detail: ProviderDetail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
