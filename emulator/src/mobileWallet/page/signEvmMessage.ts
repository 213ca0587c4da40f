import { type Hex, isAddress, isAddressEqual, isHex } from 'viem'
import { invalidParamsError, unauthorizedError } from '../../testWallet/ProviderRpcError.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

/**
 * personal_sign [message, address] and eth_sign [address, message]: EIP-191 signature by the
 * wallet's EVM account (4100 when the address is another one). A hex message is signed as its
 * bytes, any other string as UTF-8 text.
 */
export async function signEvmMessage(
  context: WalletRequestContext,
  method: 'personal_sign' | 'eth_sign',
  params: unknown,
): Promise<Hex> {
  const [first, second] = Array.isArray(params) ? params : []
  const [message, address] = method === 'personal_sign' ? [first, second] : [second, first]
  if (typeof message !== 'string') throw invalidParamsError(`${method} needs a string message`)
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParamsError(`${method} needs the signing address`)
  }
  if (!isAddressEqual(address, context.evm.address)) throw unauthorizedError()
  return context.evm.signMessage({ message: isHex(message) ? { raw: message } : message })
}
