import { checksumEvmAddress, isEvmAddress } from '@appkit/kernel/validators'

/**
 * A wallet's account list (eth_accounts, eth_requestAccounts, accountsChanged), untrusted:
 * an array of EVM addresses, returned in EIP-55 form. Anything else is undefined, so a
 * malformed payload is ignored rather than read as "no accounts".
 */
export function decodeAccounts(value: unknown): `0x${string}`[] | undefined {
  if (!Array.isArray(value)) return undefined
  if (!value.every((address) => isEvmAddress(address, { strict: true }))) return undefined
  return [...new Set(value.map((address: string) => checksumEvmAddress(address)))]
}
