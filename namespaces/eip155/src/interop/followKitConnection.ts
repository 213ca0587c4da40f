import { type AppKit, ProviderDisconnectedError, UnauthorizedProviderError } from '@appkit/kernel'
import { checksumEvmAddress } from '@appkit/kernel/validators'
import { createKitEip1193Provider, type KitEip1193Provider } from './createKitEip1193Provider.js'
import { eip155ConnectionOf } from './eip155ConnectionOf.js'

/** What a library sees of the kit's EVM connection. */
export interface FollowedConnection<Provider> {
  /** The library's provider on `chainId`; a chain change brings a new one. */
  provider: Provider
  /** The active account, checksummed. */
  address: string
  chainId: number
}

/** A provider made for one chain, and what to do when the follower stops handing it out. */
export interface FollowedProvider<Provider> {
  provider: Provider
  /**
   * Called once: 'replaced' when the chain changed or the wallet disconnected, 'destroyed' when
   * the follower was destroyed while this provider was the current one.
   */
  retire?(reason: 'replaced' | 'destroyed'): void
}

/** What differs between EVM libraries: their names in errors, and how they make a provider and signer. */
export interface EvmLibraryBinding<Provider, Signer> {
  /** Prefixes the errors about the adapter's options: its factory, e.g. 'createEthersAdapter'. */
  factoryName: string
  /** Prefixes the other errors and the logs: the adapter's package, e.g. '@appkit/ethers'. */
  packageName: string
  /** A provider on `chainId` over `eip1193`; `destroyed` aborts when the follower is destroyed. */
  createProvider(
    eip1193: KitEip1193Provider,
    chainId: number,
    destroyed: AbortSignal,
  ): FollowedProvider<Provider>
  /** A signer for `address` (the active account, checksummed) on the current provider. */
  createSigner(provider: Provider, address: string): Signer
}

/** A library's provider and signer, following the kit's eip155 connection. */
export interface KitConnectionFollower<Provider, Signer> {
  /** The provider on the connected wallet's chain, or undefined while none is connected. */
  getProvider(): Provider | undefined
  /** A signer for the active account; rejects (4100) while no EVM wallet is connected. */
  getSigner(): Promise<Signer>
  /** Calls `listener` when the account or chain changes, or the wallet (dis)connects; the unsubscribe. */
  subscribe(listener: (connection: FollowedConnection<Provider> | undefined) => void): () => void
  /** Stops following the kit and retires the current provider; the kit itself is untouched. */
  destroy(): void
}

function kitOf(options: { kit: AppKit } | undefined, factoryName: string): AppKit {
  const kit = options?.kit as Partial<AppKit> | undefined
  if (typeof kit?.registry?.store?.subscribe !== 'function') {
    throw new TypeError(`${factoryName}: options.kit must be a kit from createAppKit()`)
  }
  if (typeof kit.adapter !== 'function' || !kit.adapter('eip155')) {
    throw new TypeError(
      `${factoryName}: the kit has no eip155 plugin; create it with createAppKit(...).use(eip155())`,
    )
  }
  return kit as AppKit
}

/**
 * The part of an EVM library adapter (ethers 5, ethers 6) that does not depend on the library:
 * follows the kit's eip155 connection, makes a provider with `createProvider` whenever the chain
 * changes (keeping it while only the account changes), tells subscribers, and signs as the
 * account the kit knows. The kit stays the one source of truth. `options` are the adapter's own,
 * checked here: `options.kit` must be a kit with the eip155 plugin.
 */
export function followKitConnection<Provider, Signer>(
  options: { kit: AppKit } | undefined,
  library: EvmLibraryBinding<Provider, Signer>,
): KitConnectionFollower<Provider, Signer> {
  const { packageName } = library
  const kit = kitOf(options, library.factoryName)
  const eip1193 = createKitEip1193Provider(kit)
  const destroyed = new AbortController()
  type Listener = (connection: FollowedConnection<Provider> | undefined) => void
  const listeners = new Set<Listener>()
  let current: FollowedConnection<Provider> | undefined
  let made: FollowedProvider<Provider> | undefined

  function follow(): void {
    const connection = eip155ConnectionOf(kit.registry.store.getState())
    const selected = connection?.accounts[0]
    const next =
      connection && selected
        ? { address: checksumEvmAddress(selected), chainId: connection.chainId }
        : undefined
    if (next?.address === current?.address && next?.chainId === current?.chainId) return
    if (next?.chainId !== current?.chainId) {
      made?.retire?.('replaced')
      made = next && library.createProvider(eip1193, next.chainId, destroyed.signal)
    }
    current = next && made && Object.freeze({ provider: made.provider, ...next })
    for (const listener of [...listeners]) {
      try {
        listener(current)
      } catch (error) {
        kit.logger.error(`${packageName}: a subscribe listener threw`, error)
      }
    }
  }

  follow()
  const stop = kit.registry.store.subscribe(follow)

  return {
    getProvider: () => current?.provider,
    async getSigner() {
      if (destroyed.signal.aborted) {
        throw new ProviderDisconnectedError({
          message: `${packageName}: the adapter was destroyed`,
        })
      }
      if (!current) {
        throw new UnauthorizedProviderError({
          message: `${packageName}: no EVM wallet is connected; connect one with kit.open() first`,
        })
      }
      // The kit already knows the account: no eth_accounts round trip, and no modal.
      return library.createSigner(current.provider, current.address)
    },
    subscribe(listener) {
      if (typeof listener !== 'function') {
        throw new TypeError(`${packageName}: subscribe expects a function`)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      if (destroyed.signal.aborted) return
      destroyed.abort()
      stop()
      eip1193.destroy()
      made?.retire?.('destroyed')
      made = undefined
      current = undefined
      listeners.clear()
    },
  }
}
