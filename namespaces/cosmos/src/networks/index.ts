// `@appkit/cosmos/networks`: cosmos networks as plain data.
export { cosmoshub } from './cosmoshub.js'
