import type { Connector } from '@appkit/kernel'
import { isSolanaWallet, isStandardWallet } from './StandardWallet.js'
import { toWalletStandardConnector } from './toWalletStandardConnector.js'

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/** Where discovery lists connectors: the plugin's `ctx.register.connector`. */
export interface SolanaConnectorSink {
  /** Lists a connector; the returned undo takes it off the list again. */
  addConnector(connector: Connector): () => void
}

/** A wallet discovery listed, and the undo of its connector. */
interface ListedWallet {
  wallet: unknown
  remove: () => void
}

export interface SolanaDiscoveryOptions {
  target: EventTarget
  connectors: SolanaConnectorSink
  /** Wallets hidden by case-insensitive name (spec §5). */
  excludeWallets?: readonly string[]
}

/**
 * Finds the page's Solana wallets through Wallet Standard: answers every
 * `wallet-standard:register-wallet` event (its detail is a callback taking the app's registry)
 * and announces `wallet-standard:app-ready` with the registry, so wallets loaded before and
 * after the app are both seen. Valid Solana wallets become ANNOUNCED solana connectors.
 * Returns the stop, which removes the connectors it added.
 *
 * @example
 * const stop = startSolanaDiscovery({
 *   target: window,
 *   connectors: { addConnector: ctx.register.connector },
 * })
 */
export function startSolanaDiscovery(options: SolanaDiscoveryOptions): () => void {
  const { target, connectors } = options
  const excluded = new Set((options.excludeWallets ?? []).map((name) => name.toLowerCase()))
  const added = new Map<string, ListedWallet>()
  let stopped = false

  function register(...wallets: unknown[]): () => void {
    const ids: string[] = []
    for (const wallet of wallets) {
      if (stopped || !isStandardWallet(wallet) || !isSolanaWallet(wallet)) continue
      if (excluded.has(wallet.name.toLowerCase())) continue
      const connector = toWalletStandardConnector(wallet)
      const replaced = added.get(connector.id)
      if (replaced?.wallet === wallet) continue
      added.set(connector.id, { wallet, remove: connectors.addConnector(connector) })
      // The replaced registration's undo now only releases it: the new connector stays.
      replaced?.remove()
      ids.push(connector.id)
    }
    return () => {
      for (const id of ids) {
        const listed = added.get(id)
        if (!listed) continue
        added.delete(id)
        listed.remove()
      }
    }
  }
  const api = Object.freeze({ register })

  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch {
      // A wallet's callback that throws registers nothing.
    }
  }
  target.addEventListener(REGISTER_WALLET_EVENT, onRegister)
  target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }))

  return () => {
    if (stopped) return
    stopped = true
    target.removeEventListener(REGISTER_WALLET_EVENT, onRegister)
    for (const listed of added.values()) listed.remove()
    added.clear()
  }
}
