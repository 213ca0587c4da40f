import type { CaipNetwork } from '@appkit/kernel'
import {
  assertSolanaAddress,
  isCaipAddress,
  parseCaipAddress,
  validationError,
} from '@appkit/kernel/validators'

/**
 * The mint of an SPL token send: a plain base58 mint, or the chain-prefixed form token balances
 * carry (spec §3 'address (absent for native token, otherwise chain-prefixed)'), whose namespace
 * and reference must be the network the send goes to — a token of another chain is refused
 * rather than sent as a same-named mint here.
 */
export function tokenMintAddress(address: string, network: CaipNetwork): string {
  if (!isCaipAddress(address)) return assertSolanaAddress(address)
  const { chainNamespace, chainId, address: mint } = parseCaipAddress(address)
  if (chainNamespace !== network.chainNamespace || chainId !== String(network.id)) {
    throw validationError(`Token ${address} is not on ${network.caipNetworkId}`)
  }
  return assertSolanaAddress(mint)
}
