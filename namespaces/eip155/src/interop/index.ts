// @appkit/eip155/interop: the kit's EVM connection for other EVM libraries (wagmi, ethers).
export { connectThroughModal } from './connectThroughModal.js'
export {
  createKitEip1193Provider,
  type KitEip1193Provider,
} from './createKitEip1193Provider.js'
export {
  type Eip155Connection,
  eip155ConnectionOf,
  sameEip155Connection,
} from './eip155ConnectionOf.js'
export {
  type EvmLibraryBinding,
  type FollowedConnection,
  type FollowedProvider,
  followKitConnection,
  type KitConnectionFollower,
} from './followKitConnection.js'
