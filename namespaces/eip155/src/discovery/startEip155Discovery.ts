import type { Connector } from '@appkit/kernel'
import { isEip1193Provider } from '../provider/Eip1193Provider.js'
import {
  BROWSER_WALLET_ID,
  BROWSER_WALLET_NAME,
  browserWalletConnector,
} from './browserWalletConnector.js'
import { decodeAnnounceDetail } from './decodeAnnounceDetail.js'
import { isExcludedWallet } from './isExcludedWallet.js'
import { shouldShowBrowserWallet } from './shouldShowBrowserWallet.js'
import { toAnnouncedConnector } from './toAnnouncedConnector.js'

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'
/** Fired by some injected wallets once `window.ethereum` is set, after the page loaded. */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

/** The part of `window` discovery uses; an EventTarget is enough in tests. */
export interface DiscoveryTarget extends EventTarget {
  ethereum?: unknown
}

/** Where discovery lists connectors: the plugin's `ctx.register.connector`. */
export interface ConnectorSink {
  /** Lists (or replaces, by id) a connector; the returned undo takes it off the list again. */
  addConnector(connector: Connector): () => void
}

export interface Eip155DiscoveryOptions {
  target: DiscoveryTarget
  connectors: ConnectorSink
  /** Wallets hidden by rdns or case-insensitive name. */
  excludeWallets?: readonly string[]
  isMobile?: () => boolean
}

function readInjected(target: DiscoveryTarget): unknown {
  try {
    return target.ethereum
  } catch {
    return undefined
  }
}

/**
 * Finds the page's wallets and keeps the registry's eip155 connectors in step: EIP-6963 wallets
 * (listening for announcements, then asking with `eip6963:requestProvider`) as ANNOUNCED
 * connectors merged by rdns, and `window.ethereum` as the generic Browser Wallet under the
 * spec's rules. Returns the stop, which also removes the connectors it added.
 *
 * @example
 * const stop = startEip155Discovery({
 *   target: window,
 *   connectors: { addConnector: ctx.register.connector },
 * })
 */
export function startEip155Discovery(options: Eip155DiscoveryOptions): () => void {
  const { target, connectors, excludeWallets = [] } = options
  const announced = new Map<string, Connector>()
  /** Each connector listed and its undo, by id: the latest one when a connector was replaced. */
  const listed = new Map<string, { connector: Connector; undo: () => void }>()
  /** Every provider announced, excluded ones too, so Browser Wallet cannot re-list them. */
  const announcedProviders = new Set<unknown>()
  let browserWalletShown = false
  let browserWalletProvider: unknown
  let stopped = false

  function list(connector: Connector) {
    const replaced = listed.get(connector.id)
    if (replaced?.connector === connector) return
    listed.set(connector.id, { connector, undo: connectors.addConnector(connector) })
    // The replaced registration's undo now only releases it: the new connector stays.
    replaced?.undo()
  }

  function unlist(connectorId: string) {
    listed.get(connectorId)?.undo()
    listed.delete(connectorId)
  }

  function refreshBrowserWallet() {
    const injected = readInjected(target)
    const installed = isEip1193Provider(injected)
    const show =
      !isExcludedWallet({ name: BROWSER_WALLET_NAME }, excludeWallets) &&
      shouldShowBrowserWallet({
        isMobile: options.isMobile?.() ?? false,
        installed,
        announcedSameProvider: installed && announcedProviders.has(injected),
      })
    const provider = installed ? injected : undefined
    if (show && (!browserWalletShown || provider !== browserWalletProvider)) {
      list(browserWalletConnector(provider))
    } else if (!show && browserWalletShown) unlist(BROWSER_WALLET_ID)
    browserWalletShown = show
    browserWalletProvider = provider
  }

  function onAnnounce(event: Event) {
    if (stopped) return
    const detail = decodeAnnounceDetail((event as { detail?: unknown }).detail)
    if (!detail) return
    announcedProviders.add(detail.provider)
    const { rdns, name } = detail.info
    if (!isExcludedWallet({ name, rdns }, excludeWallets)) {
      const incoming = toAnnouncedConnector(detail)
      const existing = announced.get(rdns)
      // Duplicates merge by rdns: the first provider stays, a missing icon is filled in.
      const connector = existing ? { ...incoming, ...existing } : incoming
      if (!existing || connector.imageUrl !== existing.imageUrl) {
        announced.set(rdns, connector)
        list(connector)
      }
    }
    refreshBrowserWallet()
  }

  function onInitialized() {
    if (!stopped) refreshBrowserWallet()
  }

  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  target.addEventListener(ETHEREUM_INITIALIZED_EVENT, onInitialized)
  refreshBrowserWallet()
  target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))

  return () => {
    if (stopped) return
    stopped = true
    target.removeEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
    target.removeEventListener(ETHEREUM_INITIALIZED_EVENT, onInitialized)
    for (const connectorId of [...listed.keys()]) unlist(connectorId)
  }
}
