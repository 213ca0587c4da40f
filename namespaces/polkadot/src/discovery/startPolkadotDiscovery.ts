import type { Connector } from '@appkit/kernel'
import { isInjectedExtension } from './InjectedWeb3.js'

/** Extensions inject after the page's scripts may have run: look again this often, this long. */
export const INJECTED_POLL = Object.freeze({ intervalMs: 200, attempts: 25 })

/** Display names of well-known injectedWeb3 keys; other keys are shown as they are. */
export const POLKADOT_WALLET_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless',
  'appkit-test-wallet': 'Polkadot Test Wallet',
})

/** Where discovery lists connectors: the plugin's `ctx.register.connector`. */
export interface PolkadotConnectorSink {
  /** Lists a connector; the returned undo takes it off the list again. */
  addConnector(connector: Connector): () => void
}

export interface PolkadotDiscoveryOptions {
  /** `window`, or any object holding `injectedWeb3` in tests. */
  target: object
  connectors: PolkadotConnectorSink
  poll?: { intervalMs: number; attempts: number }
}

/**
 * Finds the extensions of `window.injectedWeb3` (the injectedWeb3 protocol) and registers each
 * as an INJECTED polkadot connector whose id is its key, looking again for a few seconds since
 * extensions inject late. Returns the stop, which also removes the connectors it added.
 *
 * @example
 * const stop = startPolkadotDiscovery({
 *   target: window,
 *   connectors: { addConnector: ctx.register.connector },
 * })
 */
export function startPolkadotDiscovery(options: PolkadotDiscoveryOptions): () => void {
  const { target, connectors, poll = INJECTED_POLL } = options
  /** The undo of each connector listed, by id. */
  const added = new Map<string, () => void>()
  let attempts = 0

  function look() {
    const injected = (target as { injectedWeb3?: unknown }).injectedWeb3
    if (typeof injected === 'object' && injected !== null) {
      for (const [key, provider] of Object.entries(injected)) {
        if (added.has(key) || !isInjectedExtension(provider)) continue
        const name = POLKADOT_WALLET_NAMES[key] ?? key
        added.set(
          key,
          connectors.addConnector({ id: key, type: 'INJECTED', name, chain: 'polkadot', provider }),
        )
      }
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
