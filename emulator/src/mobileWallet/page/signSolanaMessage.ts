import { invalidParamsError, unauthorizedError } from '../../testWallet/ProviderRpcError.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

/**
 * solana_signMessage { message, pubkey }: the ed25519 signature of the base58 `message` by the
 * wallet's Solana account, as { signature } in base58 (4100 when pubkey is another account).
 */
export function signSolanaMessage(
  context: WalletRequestContext,
  params: unknown,
): { signature: string } {
  const { message, pubkey } =
    typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
  if (typeof message !== 'string') throw invalidParamsError('solana_signMessage needs a message')
  if (pubkey !== undefined && pubkey !== context.solana.address) throw unauthorizedError()
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(message)
  } catch {
    throw invalidParamsError('the message must be base58')
  }
  return { signature: encodeBase58(context.solana.signMessage(bytes)) }
}
