/**
 * The genesis hash the emulator's Solana RPC reports (base58 of sha256('AppKit emulator Solana
 * genesis')). The local network's CAIP-2 id is its first 32 characters:
 * `solana:J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVE` (@appkit/solana's `solanaLocal`).
 */
export const LOCAL_SOLANA_GENESIS_HASH = 'J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVELNXA2CSrwStX'
