import type { OnRampChain } from './createOnRampRoutes.js'

export type CheckoutChain = { ok: true; chain: OnRampChain } | { ok: false; problem: string }

/**
 * The local chain a checkout credits, from its `chainId` parameter: an EVM chain id of one of
 * the emulator's chains. A Solana network (its CAIP-2 id) is named but refused: this checkout
 * sells its USDC-like token on the local EVM chains only. Anything else, missing included, is
 * refused rather than credited on another chain.
 */
export function checkoutChainOf(
  chainId: string | null,
  chains: readonly OnRampChain[],
): CheckoutChain {
  const chain = chains.find((candidate) => String(candidate.chainId) === chainId)
  if (chain) return { ok: true, chain }
  if (chainId?.startsWith('solana:')) {
    return {
      ok: false,
      problem:
        'This local checkout sells USDC on the local EVM chains only: it cannot send SOL to a Solana account.',
    }
  }
  const known = chains.map((candidate) => candidate.chainId).join(', ')
  return {
    ok: false,
    problem: `This local checkout credits the local chains only (${known}), not chain ${chainId === null ? '(none given)' : JSON.stringify(chainId.slice(0, 80))}.`,
  }
}
