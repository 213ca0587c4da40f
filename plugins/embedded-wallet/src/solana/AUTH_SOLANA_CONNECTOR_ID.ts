/** The id of the embedded wallet's Solana connector (type AUTH, chain solana). */
export const AUTH_SOLANA_CONNECTOR_ID = 'embeddedWalletSolana'
