import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type StandardWallet,
  type WalletsRegistryApi,
} from './WalletStandard.js'

function isRegistryApi(value: unknown): value is WalletsRegistryApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { register?: unknown }).register === 'function'
  )
}

/**
 * Registers a wallet the Wallet Standard way: dispatches `wallet-standard:register-wallet` with
 * a callback that apps already listening call with their registry, and answers every later
 * `wallet-standard:app-ready` (apps that start afterwards). Returns the unregistration.
 */
export function registerWallet(target: EventTarget, wallet: StandardWallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: unknown) => {
    if (isRegistryApi(api)) unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<unknown>).detail)
  target.addEventListener(APP_READY_EVENT, onAppReady)
  target.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: callback }))
  return () => {
    target.removeEventListener(APP_READY_EVENT, onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
