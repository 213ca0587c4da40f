import type { Connector } from '@appkit/kernel'
import { isSolanaWallet, isStandardWallet } from './StandardWallet.js'
import { toWalletStandardConnector } from './toWalletStandardConnector.js'

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/** Where connectors go: the kit's registry. */
export interface SolanaConnectorSink {
  addConnector(connector: Connector): void
  removeConnector(connectorId: string): void
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
 * @example const stop = startSolanaDiscovery({ target: window, connectors: kit.registry })
 */
export function startSolanaDiscovery(options: SolanaDiscoveryOptions): () => void {
  const { target, connectors } = options
  const excluded = new Set((options.excludeWallets ?? []).map((name) => name.toLowerCase()))
  const added = new Map<string, unknown>()
  let stopped = false

  function register(...wallets: unknown[]): () => void {
    const ids: string[] = []
    for (const wallet of wallets) {
      if (stopped || !isStandardWallet(wallet) || !isSolanaWallet(wallet)) continue
      if (excluded.has(wallet.name.toLowerCase())) continue
      const connector = toWalletStandardConnector(wallet)
      if (added.get(connector.id) === wallet) continue
      added.set(connector.id, wallet)
      connectors.addConnector(connector)
      ids.push(connector.id)
    }
    return () => {
      for (const id of ids) {
        if (!added.delete(id)) continue
        connectors.removeConnector(id)
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
    for (const id of added.keys()) connectors.removeConnector(id)
    added.clear()
  }
}
