import { type Connector, DISCONNECT_TIMEOUT_MS } from '@appkit/kernel'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'

export interface DisconnectWalletOptions {
  /** The connector's own way to end its session (the embedded wallet signs out there). */
  connector?: Pick<Connector, 'disconnect'>
  timeoutMs?: number
}

/**
 * Ends the site's connection: the connector's own `disconnect` where it has one, else EIP-2255's
 * `wallet_revokePermissions` for eth_accounts where the wallet supports it (the embedded wallet
 * keeps that method for ERC-7715 permissions, so it brings its own). Never fails and never hangs:
 * an error (4200 unsupported, a rejection) is ignored, and it stops waiting after `timeoutMs`
 * (spec §9 'disconnect waits at most 3 s').
 */
export async function disconnectWallet(
  provider: Eip1193Provider,
  { connector, timeoutMs = DISCONNECT_TIMEOUT_MS }: DisconnectWalletOptions = {},
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  const end = Promise.resolve()
    .then(() =>
      connector?.disconnect
        ? connector.disconnect()
        : provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    )
    .then(
      () => undefined,
      () => undefined,
    )
  try {
    await Promise.race([end, timeout])
  } finally {
    clearTimeout(timer)
  }
}
