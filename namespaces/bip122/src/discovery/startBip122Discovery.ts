import type { Connector } from '@appkit/kernel'
import { bitcoin } from '../networks/bitcoin.js'
import { isBitcoinProvider } from './BitcoinProvider.js'

/** Extensions inject after the page's scripts may have run: look again this often, this long. */
export const INJECTED_POLL = Object.freeze({ intervalMs: 200, attempts: 25 })

/** An entry of `window.btc_providers` (sats-connect's provider list). */
export interface BtcProviderEntry {
  /** Where the provider is on window, dotted: 'XverseProviders.BitcoinProvider'. */
  id: string
  name: string
  icon?: string
  /** CAIP-2 ids of the networks it serves; Bitcoin mainnet when absent. */
  chains?: readonly string[]
}

export interface Bip122DiscoveryOptions {
  /** `window`, or any object holding `btc_providers` in tests. */
  target: object
  connectors: {
    addConnector(connector: Connector): void
    removeConnector(connectorId: string): void
  }
  poll?: { intervalMs: number; attempts: number }
}

function isEntry(value: unknown): value is BtcProviderEntry {
  const entry = value as Partial<BtcProviderEntry> | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    (entry.chains === undefined ||
      (Array.isArray(entry.chains) && entry.chains.every((c) => typeof c === 'string')))
  )
}

function resolvePath(target: object, path: string): unknown {
  let value: unknown = target
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

function isSafeIcon(icon: unknown): icon is string {
  return typeof icon === 'string' && /^(data:image\/|https:\/\/)/.test(icon)
}

/**
 * Finds the page's Bitcoin wallets from `window.btc_providers` (each entry names where its
 * sats-connect provider is on window) and registers each as an INJECTED bip122 connector with
 * the networks it serves as `chains`. Looks again for a few seconds, since extensions inject
 * late. Returns the stop, which also removes the connectors it added.
 *
 * @example const stop = startBip122Discovery({ target: window, connectors: kit.registry })
 */
export function startBip122Discovery(options: Bip122DiscoveryOptions): () => void {
  const { target, connectors, poll = INJECTED_POLL } = options
  const added = new Set<string>()
  let attempts = 0

  function look() {
    const entries = (target as { btc_providers?: unknown }).btc_providers
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (!isEntry(entry) || added.has(entry.id)) continue
      const provider = resolvePath(target, entry.id)
      if (!isBitcoinProvider(provider)) continue
      added.add(entry.id)
      connectors.addConnector({
        id: entry.id,
        type: 'INJECTED',
        name: entry.name,
        chain: 'bip122',
        chains: entry.chains ?? [bitcoin.caipNetworkId],
        provider,
        ...(isSafeIcon(entry.icon) ? { imageUrl: entry.icon } : {}),
      })
    }
    attempts += 1
    if (attempts >= poll.attempts) clearInterval(timer)
  }

  const timer = setInterval(look, poll.intervalMs)
  look()
  return () => {
    clearInterval(timer)
    for (const id of added) connectors.removeConnector(id)
    added.clear()
  }
}
