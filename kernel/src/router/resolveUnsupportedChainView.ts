export interface ResolveUnsupportedChainViewInput {
  /** The active chain is one of the kit's configured networks. */
  isSupported: boolean
  /** The host disabled network switching. */
  networkSwitchingDisabled: boolean
  /** The host allows staying on unsupported chains. */
  allowUnsupportedChain: boolean
  /** The wallet is connected in basic WalletConnect mode. */
  isBasicWalletConnect: boolean
}

export type UnsupportedChainDecision =
  | { action: 'open'; view: 'UnsupportedChain' }
  | { action: 'none' }

/**
 * What to show when the wallet is on a chain (spec §2): 'Unsupported chains open
 * UnsupportedChain unless network switching is disabled, unsupported chains are allowed, or the
 * wallet is in basic WalletConnect mode.' A supported chain shows nothing.
 */
export function resolveUnsupportedChainView(
  input: ResolveUnsupportedChainViewInput,
): UnsupportedChainDecision {
  if (input.isSupported) return { action: 'none' }
  if (input.networkSwitchingDisabled || input.allowUnsupportedChain || input.isBasicWalletConnect) {
    return { action: 'none' }
  }
  return { action: 'open', view: 'UnsupportedChain' }
}
