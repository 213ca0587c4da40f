// `@appkit/bip122/networks`: Bitcoin networks as plain data.
export { bitcoin } from './bitcoin.js'
export { bitcoinTestnet } from './bitcoinTestnet.js'
