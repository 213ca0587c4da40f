// @appkit/ethers: ethers 6 over the wallet the AppKit modal connected.
export {
  createEthersAdapter,
  type EthersAdapter,
  type EthersAdapterOptions,
  type EthersConnection,
  type EthersConnectionListener,
} from './createEthersAdapter.js'
