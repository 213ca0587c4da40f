const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,15}$/
const DECIMAL_CHAIN_ID = /^[0-9]{1,15}$/

/**
 * A wallet's chain id (eth_chainId, chainChanged), untrusted: EIP-1193 says a hex string; a
 * safe positive integer or decimal string is accepted too. Anything else is undefined.
 *
 * @example decodeChainId('0x7a69') // 31337
 */
export function decodeChainId(value: unknown): number | undefined {
  let chainId: number | undefined
  if (typeof value === 'number') chainId = value
  else if (typeof value === 'string' && HEX_CHAIN_ID.test(value))
    chainId = Number.parseInt(value, 16)
  else if (typeof value === 'string' && DECIMAL_CHAIN_ID.test(value)) chainId = Number(value)
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}
