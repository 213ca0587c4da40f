import { createKitEip1193Provider, eip155ConnectionOf } from '@appkit/eip155/interop'
import { type AppKit, ProviderDisconnectedError, UnauthorizedProviderError } from '@appkit/kernel'
import { providers, utils, version } from 'ethers'
import { assertEthersVersion } from './assertEthersVersion.js'

export interface Ethers5AdapterOptions {
  /** The kit whose EVM wallet ethers uses: `createAppKit(...).use(eip155())`. */
  kit: AppKit
}

/** What ethers 5 sees of the kit's EVM connection. */
export interface Ethers5Connection {
  /** A Web3Provider created on `chainId`; a chain change brings a new one. */
  provider: providers.Web3Provider
  /** The active account, checksummed. */
  address: string
  chainId: number
}

/** Called with the new connection, or undefined once no EVM wallet is connected. */
export type Ethers5ConnectionListener = (connection: Ethers5Connection | undefined) => void

export interface Ethers5Adapter {
  /** A Web3Provider on the connected wallet's chain, or undefined while none is connected. */
  getProvider(): providers.Web3Provider | undefined
  /** A signer for the active account; rejects (4100) while no EVM wallet is connected. */
  getSigner(): Promise<providers.JsonRpcSigner>
  /** Calls `listener` when the account or chain changes, or the wallet (dis)connects; the unsubscribe. */
  subscribe(listener: Ethers5ConnectionListener): () => void
  /** Stops following the kit; the providers it gave out fail (4900) from then on. */
  destroy(): void
}

function kitOf(options: Ethers5AdapterOptions | undefined): AppKit {
  const kit = options?.kit as Partial<AppKit> | undefined
  if (typeof kit?.registry?.store?.subscribe !== 'function') {
    throw new TypeError('createEthers5Adapter: options.kit must be a kit from createAppKit()')
  }
  if (typeof kit.adapter !== 'function' || !kit.adapter('eip155')) {
    throw new TypeError(
      'createEthers5Adapter: the kit has no eip155 plugin; create it with createAppKit(...).use(eip155())',
    )
  }
  return kit as AppKit
}

/**
 * ethers 5 over the kit's EVM connection: a Web3Provider and JsonRpcSigner for whatever wallet the
 * modal connected. The kit stays the one source of truth; each chain gets a fresh provider (no
 * block numbers or network cached from another chain), created on the 'any' network so that one
 * an app still holds follows the chain instead of failing with 'underlying network changed'.
 *
 * @example
 * const ethers = createEthers5Adapter({ kit })
 * const signer = await ethers.getSigner()
 * await signer.signMessage('Hello')
 */
export function createEthers5Adapter(options: Ethers5AdapterOptions): Ethers5Adapter {
  assertEthersVersion(version)
  const kit = kitOf(options)
  const eip1193 = createKitEip1193Provider(kit)
  const listeners = new Set<Ethers5ConnectionListener>()
  let current: Ethers5Connection | undefined
  let destroyed = false
  // What the Web3Providers talk to: the kit's provider, until the adapter is destroyed.
  const external: providers.ExternalProvider = {
    request: async (args) => {
      if (destroyed) {
        throw new ProviderDisconnectedError({
          message: '@appkit/ethers5: the adapter was destroyed',
        })
      }
      return eip1193.request(args)
    },
  }

  function follow(): void {
    const connection = eip155ConnectionOf(kit.registry.store.getState())
    const selected = connection?.accounts[0]
    const next =
      connection && selected
        ? { address: utils.getAddress(selected), chainId: connection.chainId }
        : undefined
    if (next?.address === current?.address && next?.chainId === current?.chainId) return
    const provider =
      next && next.chainId === current?.chainId
        ? current.provider
        : next && new providers.Web3Provider(external, 'any')
    current = next && provider && Object.freeze({ provider, ...next })
    for (const listener of [...listeners]) {
      try {
        listener(current)
      } catch (error) {
        kit.logger.error('@appkit/ethers5: a subscribe listener threw', error)
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
          message: '@appkit/ethers5: the adapter was destroyed',
        })
      }
      if (!current) {
        throw new UnauthorizedProviderError({
          message: '@appkit/ethers5: no EVM wallet is connected; connect one with kit.open() first',
        })
      }
      // The kit already knows the account: the signer is bound to it, not to eth_accounts[0].
      return current.provider.getSigner(current.address)
    },
    subscribe(listener) {
      if (typeof listener !== 'function') {
        throw new TypeError('@appkit/ethers5: subscribe expects a function')
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
      // Stops its block polling, if the app listened for blocks.
      current?.provider.removeAllListeners()
      current = undefined
      listeners.clear()
    },
  }
}
