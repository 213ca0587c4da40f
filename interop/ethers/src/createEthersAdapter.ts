import { createKitEip1193Provider, eip155ConnectionOf } from '@appkit/eip155/interop'
import { type AppKit, ProviderDisconnectedError, UnauthorizedProviderError } from '@appkit/kernel'
import { type BrowserProvider, getAddress, JsonRpcSigner, version } from 'ethers'
import { assertEthersVersion } from './assertEthersVersion.js'
import {
  createPinnedBrowserProvider,
  type PinnedBrowserProvider,
} from './createPinnedBrowserProvider.js'

export interface EthersAdapterOptions {
  /** The kit whose EVM wallet ethers uses: `createAppKit(...).use(eip155())`. */
  kit: AppKit
}

/** What ethers sees of the kit's EVM connection. */
export interface EthersConnection {
  /** A provider on `chainId`; a chain change replaces it and destroys this one. */
  provider: BrowserProvider
  /** The active account, checksummed. */
  address: string
  chainId: number
}

/** Called with the new connection, or undefined once no EVM wallet is connected. */
export type EthersConnectionListener = (connection: EthersConnection | undefined) => void

export interface EthersAdapter {
  /** A BrowserProvider on the connected wallet's chain, or undefined while none is connected. */
  getProvider(): BrowserProvider | undefined
  /** A signer for the active account; rejects (4100) while no EVM wallet is connected. */
  getSigner(): Promise<JsonRpcSigner>
  /** Calls `listener` when the account or chain changes, or the wallet (dis)connects; the unsubscribe. */
  subscribe(listener: EthersConnectionListener): () => void
  /** Stops following the kit and destroys the provider; the kit itself is untouched. */
  destroy(): void
}

function kitOf(options: EthersAdapterOptions | undefined): AppKit {
  const kit = options?.kit as Partial<AppKit> | undefined
  if (typeof kit?.registry?.store?.subscribe !== 'function') {
    throw new TypeError('createEthersAdapter: options.kit must be a kit from createAppKit()')
  }
  if (typeof kit.adapter !== 'function' || !kit.adapter('eip155')) {
    throw new TypeError(
      'createEthersAdapter: the kit has no eip155 plugin; create it with createAppKit(...).use(eip155())',
    )
  }
  return kit as AppKit
}

/**
 * ethers 6 over the kit's EVM connection: a BrowserProvider and JsonRpcSigner for whatever wallet
 * the modal connected. The kit stays the one source of truth; the provider is replaced when the
 * chain changes, because a BrowserProvider keeps the network it first detected.
 *
 * @example
 * const ethers = createEthersAdapter({ kit })
 * const signer = await ethers.getSigner()
 * await signer.signMessage('Hello')
 */
export function createEthersAdapter(options: EthersAdapterOptions): EthersAdapter {
  assertEthersVersion(version)
  const kit = kitOf(options)
  const eip1193 = createKitEip1193Provider(kit)
  const listeners = new Set<EthersConnectionListener>()
  let current: EthersConnection | undefined
  let pinned: PinnedBrowserProvider | undefined
  let destroyed = false

  function follow(): void {
    const connection = eip155ConnectionOf(kit.registry.store.getState())
    const selected = connection?.accounts[0]
    const next =
      connection && selected
        ? { address: getAddress(selected), chainId: connection.chainId }
        : undefined
    if (next?.address === current?.address && next?.chainId === current?.chainId) return
    if (next?.chainId !== current?.chainId) {
      pinned?.retire()
      pinned = next && createPinnedBrowserProvider(eip1193, next.chainId)
    }
    current = next && pinned && Object.freeze({ provider: pinned.provider, ...next })
    for (const listener of [...listeners]) {
      try {
        listener(current)
      } catch (error) {
        kit.logger.error('@appkit/ethers: a subscribe listener threw', error)
      }
    }
  }

  follow()
  const stop = kit.registry.store.subscribe(follow)

  return {
    getProvider: () => current?.provider,
    async getSigner() {
      if (destroyed) {
        throw new ProviderDisconnectedError({
          message: '@appkit/ethers: the adapter was destroyed',
        })
      }
      if (!current) {
        throw new UnauthorizedProviderError({
          message: '@appkit/ethers: no EVM wallet is connected; connect one with kit.open() first',
        })
      }
      // The kit already knows the account: no eth_accounts round trip, and no modal.
      return new JsonRpcSigner(current.provider, current.address)
    },
    subscribe(listener) {
      if (typeof listener !== 'function') {
        throw new TypeError('@appkit/ethers: subscribe expects a function')
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      stop()
      eip1193.destroy()
      pinned?.retire()
      pinned = undefined
      current = undefined
      listeners.clear()
    },
  }
}
