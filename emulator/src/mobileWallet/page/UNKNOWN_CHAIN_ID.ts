/**
 * The chain the wallet page's 'Move to unknown chain' control says it moved to: no local chain
 * and none the demo configures, so a dapp sees a wallet on a chain it does not support.
 */
export const UNKNOWN_CHAIN_ID = 42
