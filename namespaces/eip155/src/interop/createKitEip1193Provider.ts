import {
  type AppKit,
  getConnector,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
} from '@appkit/kernel'
import type { Eip155Adapter } from '../createEip155Adapter.js'
import type {
  Eip1193Listener,
  Eip1193Provider,
  Eip1193RequestArguments,
} from '../provider/Eip1193Provider.js'
import { toHexChainId } from '../provider/toHexChainId.js'
import { connectThroughModal } from './connectThroughModal.js'
import {
  type Eip155Connection,
  eip155ConnectionOf,
  sameEip155Connection,
} from './eip155ConnectionOf.js'

/** The kit's EVM connection as one EIP-1193 provider, for ethers, wagmi and other libraries. */
export interface KitEip1193Provider extends Required<Eip1193Provider> {
  /** Stops following the kit: no more events. */
  destroy(): void
}

const EVENTS = ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const

function eip155Adapter(kit: AppKit): Eip155Adapter {
  const adapter = kit.adapter('eip155') as Partial<Eip155Adapter> | undefined
  if (typeof adapter?.walletProvider !== 'function') {
    throw new ProviderDisconnectedError({ message: 'The kit has no eip155 plugin' })
  }
  return adapter as Eip155Adapter
}

function switchChainParameter(params: unknown): number {
  const [parameter] = Array.isArray(params) ? params : []
  const chainId = (parameter as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw new UnrecognizedChainError({ message: `Not a hex chain id: ${String(chainId)}` })
  }
  return Number.parseInt(chainId, 16)
}

/**
 * An EIP-1193 provider that is whatever EVM wallet the kit has connected, so the kit stays the one
 * source of truth. Accounts and chain are read from the kit; `eth_requestAccounts` opens the
 * modal when nothing is connected; `wallet_switchEthereumChain` switches through the kit (the
 * modal follows); every other request goes to the connected wallet (observed as the kit's own
 * wallet calls are). Events follow the kit: `accountsChanged`, `chainChanged`, `connect` and
 * `disconnect` fire when its eip155 connection changes, whoever changed it.
 *
 * @example
 * const provider = new BrowserProvider(createKitEip1193Provider(kit)) // ethers 6
 */
export function createKitEip1193Provider(kit: AppKit): KitEip1193Provider {
  const listeners = new Map<string, Set<Eip1193Listener>>(EVENTS.map((event) => [event, new Set()]))
  const emit = (event: (typeof EVENTS)[number], payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch {
        // A library's listener that throws must not stop the others.
      }
    }
  }
  let last = eip155ConnectionOf(kit.registry.store.getState())
  const stop = kit.registry.store.subscribe((state) => {
    const next = eip155ConnectionOf(state)
    if (sameEip155Connection(last, next)) return
    const previous = last
    last = next
    announce(previous, next)
  })

  function announce(previous: Eip155Connection | undefined, next: Eip155Connection | undefined) {
    if (!next) {
      emit('accountsChanged', [])
      emit('disconnect', new ProviderDisconnectedError())
      return
    }
    if (!previous) emit('connect', { chainId: toHexChainId(next.chainId) })
    if (previous?.chainId !== next.chainId) emit('chainChanged', toHexChainId(next.chainId))
    if (
      previous?.accounts.length !== next.accounts.length ||
      next.accounts.some((account, index) => account !== previous.accounts[index])
    ) {
      emit('accountsChanged', [...next.accounts])
    }
  }

  async function request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    const state = kit.registry.store.getState()
    const connection = eip155ConnectionOf(state)
    switch (method) {
      case 'eth_accounts':
        return connection ? [...connection.accounts] : []
      case 'eth_chainId': {
        const chainId = connection?.chainId ?? Number(state.chains.eip155?.caipNetwork?.id)
        if (!Number.isSafeInteger(chainId)) throw new ProviderDisconnectedError()
        return toHexChainId(chainId)
      }
      case 'eth_requestAccounts':
        return [...(await connectThroughModal(kit)).accounts]
      case 'wallet_switchEthereumChain': {
        const chainId = switchChainParameter(params)
        const network = state.networks.find(
          (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
        )
        if (!network) {
          throw new UnrecognizedChainError({ message: `Chain ${chainId} is not configured` })
        }
        await kit.switchNetwork(network)
        return null
      }
    }
    if (!connection) {
      throw new UnauthorizedProviderError({ message: `No EVM wallet is connected for ${method}` })
    }
    const connector = getConnector(state, connection.connectorId)
    if (!connector) throw new ProviderDisconnectedError()
    const wallet = eip155Adapter(kit).walletProvider(connector)
    return wallet.request(params === undefined ? { method } : { method, params })
  }

  const provider: KitEip1193Provider = {
    request,
    on(event, listener) {
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    destroy() {
      stop()
      for (const set of listeners.values()) set.clear()
    },
  }
  return provider
}
