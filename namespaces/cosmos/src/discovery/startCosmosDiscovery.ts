import type { Connector } from '@appkit/kernel'
import { isKeplrLike } from './KeplrLike.js'

/** Extensions inject after the page's scripts may have run: look again this often, this long. */
export const INJECTED_POLL = Object.freeze({ intervalMs: 200, attempts: 25 })

/** The Keplr-style globals AppKit looks for, with the wallet each one is. */
export const KEPLR_GLOBALS = Object.freeze([
  { key: 'keplr', id: 'keplr', name: 'Keplr' },
  { key: 'leap', id: 'leap', name: 'Leap' },
] as const)

/** Where discovery lists connectors: the plugin's `ctx.register.connector`. */
export interface CosmosConnectorSink {
  /** Lists a connector; the returned undo takes it off the list again. */
  addConnector(connector: Connector): () => void
}

export interface CosmosDiscoveryOptions {
  /** `window`, or any object holding the globals in tests. */
  target: object
  connectors: CosmosConnectorSink
  poll?: { intervalMs: number; attempts: number }
}

/**
 * Finds Keplr-style extensions (`window.keplr`, `window.leap`) and registers each as an
 * INJECTED cosmos connector, looking again for a few seconds since extensions inject late.
 * Returns the stop, which also removes the connectors it added.
 *
 * @example
 * const stop = startCosmosDiscovery({
 *   target: window,
 *   connectors: { addConnector: ctx.register.connector },
 * })
 */
export function startCosmosDiscovery(options: CosmosDiscoveryOptions): () => void {
  const { target, connectors, poll = INJECTED_POLL } = options
  /** The undo of each connector listed, by id. */
  const added = new Map<string, () => void>()
  let attempts = 0

  function look() {
    for (const { key, id, name } of KEPLR_GLOBALS) {
      const provider = (target as Record<string, unknown>)[key]
      if (added.has(id) || !isKeplrLike(provider)) continue
      added.set(
        id,
        connectors.addConnector({ id, type: 'INJECTED', name, chain: 'cosmos', provider }),
      )
    }
    attempts += 1
    if (added.size === KEPLR_GLOBALS.length || attempts >= poll.attempts) clearInterval(timer)
  }

  const timer = setInterval(look, poll.intervalMs)
  look()
  return () => {
    clearInterval(timer)
    for (const undo of added.values()) undo()
    added.clear()
  }
}
