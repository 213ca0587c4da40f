import { checksumEvmAddress, isEvmAddress } from '@appkit/kernel/validators'

/**
 * A wallet's account list (eth_accounts, eth_requestAccounts, accountsChanged), untrusted:
 * an array of EVM addresses, returned in EIP-55 form. Anything else is undefined, so a
 * malformed payload is ignored rather than read as "no accounts".
 */
export function decodeAccounts(value: unknown): `0x${string}`[] | undefined {
  try {
    if (!Array.isArray(value)) return undefined
    // Array.from reads a hole of a sparse array as undefined (every and map skip holes).
    const addresses: unknown[] = Array.from(value)
    if (!addresses.every((address) => isEvmAddress(address, { strict: true }))) return undefined
    return [...new Set(addresses.map((address) => checksumEvmAddress(address as string)))]
  } catch {
    return undefined // a hostile list: a throwing getter, a revoked proxy
  }
}
