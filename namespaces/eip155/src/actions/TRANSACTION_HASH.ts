/** An EVM transaction hash: 32 bytes as 0x-prefixed hex. */
export const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
