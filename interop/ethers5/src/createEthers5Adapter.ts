import { followKitConnection } from '@appkit/eip155/interop'
import type { AppKit } from '@appkit/kernel'
import { type providers, version } from 'ethers'
import { assertEthersVersion } from './assertEthersVersion.js'
import { createAnyNetworkWeb3Provider } from './createAnyNetworkWeb3Provider.js'

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
  return followKitConnection(options, {
    factoryName: 'createEthers5Adapter',
    packageName: '@appkit/ethers5',
    createProvider: createAnyNetworkWeb3Provider,
    // Bound to the account the kit knows, not to eth_accounts[0].
    createSigner: (provider, address) => provider.getSigner(address),
  })
}
