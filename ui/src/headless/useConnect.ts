import type { AppKitError, Connection } from '@appkit/kernel'
import { useEffect, useMemo } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import {
  type ConnectPairing,
  type ConnectStatus,
  type ConnectTarget,
  createConnectFlow,
} from './createConnectFlow.js'

export interface UseConnectResult {
  /**
   * Connects a wallet: `{ connectorId }` (a connector of the page, e.g. an installed wallet's,
   * connects at once; WalletConnect's pairs by QR code), `{ walletId }` (a wallet of the wallet
   * list: through its browser connector when installed, else WalletConnect), or a `WalletOption`
   * of useWallets. Settles with the connection, or undefined when it failed (see `error`: it
   * never rejects).
   */
  connect(target: ConnectTarget): Promise<Connection | undefined>
  /** idle, connecting (the wallet is asked), pairing (WalletConnect), connected, or error. */
  status: ConnectStatus
  /** Why the last attempt failed (e.g. 'Connector not found'), until the next one or `reset`. */
  error: AppKitError | undefined
  /**
   * While pairing: the URI to show as a QR code, the wallet's deep link on a phone, its links,
   * when the URI expires, and `renew()` for a fresh URI.
   */
  pairing: (ConnectPairing & { renew(): void }) | undefined
  /** The connection the last attempt made. */
  connection: Connection | undefined
  /** Ends the attempt under way (a pairing is cancelled). */
  cancel(): void
  /** Back to idle after an error. */
  reset(): void
}

/**
 * Connects wallets with no modal: the kit's own connect for a page's connector, and the
 * walletconnect plugin's pairing (its URI, lifetime and wallet links, as its views show them)
 * for a wallet reached by WalletConnect. Each call of the hook has its own status.
 *
 * @example
 * const { connect, status, pairing } = useConnect()
 * <button onClick={() => connect({ connectorId: 'io.metamask' })}>MetaMask</button>
 * {pairing?.uri ? <QrCode value={pairing.uri} label="Scan with your wallet" /> : null}
 */
export function useConnect(): UseConnectResult {
  const { kit, excludedWallets } = useUi()
  const flow = useMemo(() => createConnectFlow(kit, { excludedWallets }), [kit, excludedWallets])
  useEffect(() => flow.start(), [flow])
  const state = useStoreSelector(flow.store, (current) => current, Object.is)
  return useMemo(
    () => ({
      connect: flow.connect,
      status: state.status,
      error: state.error,
      pairing: state.pairing ? { ...state.pairing, renew: flow.renew } : undefined,
      connection: state.connection,
      cancel: flow.cancel,
      reset: flow.reset,
    }),
    [flow, state],
  )
}
