const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,15}$/
const DECIMAL_CHAIN_ID = /^[0-9]{1,15}$/

/**
 * An eip155 chain id from the wallet (untrusted): a number, hex or decimal text. Anything else
 * (another namespace's reference) is undefined.
 */
export function toChainId(value: unknown): number | undefined {
  let chainId: number | undefined
  if (typeof value === 'number') chainId = value
  else if (typeof value === 'string' && HEX_CHAIN_ID.test(value))
    chainId = Number.parseInt(value, 16)
  else if (typeof value === 'string' && DECIMAL_CHAIN_ID.test(value)) chainId = Number(value)
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/** EIP-1193's form of a chain id: `0x` hex. */
export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`
}
