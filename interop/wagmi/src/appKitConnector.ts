import {
  connectThroughModal,
  type Eip155Connection,
  eip155ConnectionOf,
  type KitEip1193Provider,
  sameEip155Connection,
} from '@appkit/eip155/interop'
import type { AppKit } from '@appkit/kernel'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { getAddress } from 'viem'
import { waitForKitReconnect } from './waitForKitReconnect.js'

/** The wagmi connector's id and type: whatever wallet the modal connected. */
export const APPKIT_CONNECTOR_ID = 'appkit'

/**
 * wagmi's one connector for a kit. The kit is the source of truth: connecting opens the modal
 * (or takes the wallet the kit already has), disconnecting and switching go through the kit, and
 * every change of the kit's eip155 connection, made in the modal, by the wallet or by wagmi,
 * reaches wagmi as the connector's `connect`, `change` or `disconnect` event, until `signal` aborts.
 */
export function appKitConnector(kit: AppKit, provider: KitEip1193Provider, signal?: AbortSignal) {
  let stopFollowing: (() => void) | undefined
  signal?.addEventListener('abort', () => stopFollowing?.(), { once: true })

  return createConnector<KitEip1193Provider>((config) => {
    const current = () => eip155ConnectionOf(kit.registry.store.getState())
    const checksummed = (connection: Eip155Connection) =>
      connection.accounts.map((a) => getAddress(a))

    async function switchChain({ chainId }: { chainId: number }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const network = kit.registry.store
        .getState()
        .networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
      if (!chain || !network) throw new ChainNotConfiguredError()
      await kit.switchNetwork(network)
      return chain
    }

    return {
      id: APPKIT_CONNECTOR_ID,
      name: 'AppKit',
      type: APPKIT_CONNECTOR_ID,
      async setup() {
        stopFollowing?.()
        if (signal?.aborted) return
        let last = current()
        stopFollowing = kit.registry.store.subscribe((state) => {
          const next = eip155ConnectionOf(state)
          if (sameEip155Connection(last, next)) return
          const previous = last
          last = next
          if (!next) config.emitter.emit('disconnect')
          else if (!previous) {
            config.emitter.emit('connect', { accounts: checksummed(next), chainId: next.chainId })
          } else
            config.emitter.emit('change', { accounts: checksummed(next), chainId: next.chainId })
        })
      },
      async connect(parameters) {
        const connection = parameters?.isReconnecting
          ? await waitForKitReconnect(kit)
          : await connectThroughModal(kit)
        if (!connection) throw new Error('The kit has no EVM wallet to reconnect')
        if (parameters?.chainId !== undefined && parameters.chainId !== connection.chainId) {
          await switchChain({ chainId: parameters.chainId })
        }
        const accounts = checksummed(current() ?? connection)
        const chainId = current()?.chainId ?? connection.chainId
        // wagmi 3 may ask for each account with its capabilities; the kit knows none of them.
        return {
          accounts: parameters?.withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts,
          chainId,
        } as never
      },
      async disconnect() {
        await kit.disconnect('eip155')
      },
      async getAccounts() {
        const connection = current()
        return connection ? checksummed(connection) : []
      },
      async getChainId() {
        const connection = current()
        return connection?.chainId ?? Number(await provider.request({ method: 'eth_chainId' }))
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return (await waitForKitReconnect(kit)) !== undefined
      },
      switchChain,
      // The kit hears the wallet's own events and updates its state; setup's subscription
      // passes them on, so these have nothing left to do.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
