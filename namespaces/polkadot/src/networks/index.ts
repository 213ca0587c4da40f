// `@appkit/polkadot/networks`: polkadot networks as plain data.
export { polkadotMainnet } from './polkadotMainnet.js'
