// @appkit/ethers5: ethers 5 over the wallet the AppKit modal connected.
export {
  createEthers5Adapter,
  type Ethers5Adapter,
  type Ethers5AdapterOptions,
  type Ethers5Connection,
  type Ethers5ConnectionListener,
} from './createEthers5Adapter.js'
