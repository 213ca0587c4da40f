import type { CaipNetworkId } from '@appkit/kernel'
import { checksumEvmAddress, isCaipNetworkId } from '@appkit/kernel/validators'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** Addresses of every family are short, printable and without spaces. */
const ADDRESS = /^[\x21-\x7e]{1,128}$/

/**
 * The account a GET or DELETE names (`?chainId=…&address=…`), or undefined when either is
 * missing or not well formed. An EVM address is compared as kept: EIP-55 checksummed.
 */
export function decodeAccountQuery(
  url: URL,
): { chainId: CaipNetworkId; address: string } | undefined {
  const chainId = url.searchParams.get('chainId')
  const address = url.searchParams.get('address')
  if (!isCaipNetworkId(chainId) || address === null || !ADDRESS.test(address)) return undefined
  const evm = chainId.startsWith('eip155:') && EVM_ADDRESS.test(address)
  return { chainId, address: evm ? checksumEvmAddress(address) : address }
}
