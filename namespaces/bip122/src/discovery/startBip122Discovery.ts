import type { Connector } from '@appkit/kernel'
import { arrayOf, type Guard, isString, refine } from '@appkit/kernel/guards'
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

/** Where discovery lists connectors: the plugin's `ctx.register.connector`. */
export interface Bip122ConnectorSink {
  /** Lists a connector; the returned undo takes it off the list again. */
  addConnector(connector: Connector): () => void
}

export interface Bip122DiscoveryOptions {
  /** `window`, or any object holding `btc_providers` in tests. */
  target: object
  connectors: Bip122ConnectorSink
  poll?: { intervalMs: number; attempts: number }
}

/** A provider path: dotted identifiers, none of them an object's own machinery. */
function isProviderPath(id: string): boolean {
  return (
    id.length <= 200 &&
    /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(id) &&
    !id.split('.').some((key) => ['__proto__', 'prototype', 'constructor'].includes(key))
  )
}

/** An entry (untrusted): a provider path, a name, and bip122 CAIP-2 chains when present. */
const isEntry: Guard<BtcProviderEntry> = refine(
  (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  (entry) =>
    isString(entry.id) &&
    isProviderPath(entry.id) &&
    isString(entry.name) &&
    entry.name.trim().length > 0 &&
    entry.name.length <= 100 &&
    (entry.chains === undefined ||
      arrayOf(refine(isString, (chain) => /^bip122:[0-9a-f]{32}$/.test(chain)))(entry.chains)),
) as unknown as Guard<BtcProviderEntry>

function resolvePath(target: object, path: string): unknown {
  let value: unknown = target
  try {
    for (const key of path.split('.')) {
      if (typeof value !== 'object' || value === null) return undefined
      value = (value as Record<string, unknown>)[key]
    }
    return value
  } catch {
    return undefined
  }
}

/** The `btc_providers` list, copied; none when it is no list or reading it throws. */
function entriesOf(target: object): unknown[] {
  try {
    const entries = (target as { btc_providers?: unknown }).btc_providers
    return Array.isArray(entries) ? [...entries] : []
  } catch {
    return []
  }
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
 * @example
 * const stop = startBip122Discovery({
 *   target: window,
 *   connectors: { addConnector: ctx.register.connector },
 * })
 */
export function startBip122Discovery(options: Bip122DiscoveryOptions): () => void {
  const { target, connectors, poll = INJECTED_POLL } = options
  /** The undo of each connector listed, by id. */
  const added = new Map<string, () => void>()
  let attempts = 0

  function look() {
    for (const entry of entriesOf(target)) {
      if (!isEntry(entry) || added.has(entry.id)) continue
      const provider = resolvePath(target, entry.id)
      if (!isBitcoinProvider(provider)) continue
      const connector: Connector = {
        id: entry.id,
        type: 'INJECTED',
        name: entry.name,
        chain: 'bip122',
        chains: entry.chains ?? [bitcoin.caipNetworkId],
        provider,
        ...(isSafeIcon(entry.icon) ? { imageUrl: entry.icon } : {}),
      }
      added.set(entry.id, connectors.addConnector(connector))
    }
    attempts += 1
    if (attempts >= poll.attempts) clearInterval(timer)
  }

  const timer = setInterval(look, poll.intervalMs)
  look()
  return () => {
    clearInterval(timer)
    for (const undo of added.values()) undo()
    added.clear()
  }
}
