import { followKitConnection } from '@appkit/eip155/interop'
import type { AppKit } from '@appkit/kernel'
import { type BrowserProvider, JsonRpcSigner, version } from 'ethers'
import { assertEthersVersion } from './assertEthersVersion.js'
import { createPinnedBrowserProvider } from './createPinnedBrowserProvider.js'

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
  return followKitConnection(options, {
    factoryName: 'createEthersAdapter',
    packageName: '@appkit/ethers',
    createProvider: createPinnedBrowserProvider,
    createSigner: (provider, address) => new JsonRpcSigner(provider, address),
  })
}
