import { AppKitError } from '@appkit/kernel'

/** An eip155 network id as the hex string wallets expect (1 -> '0x1'). */
export function toHexChainId(id: number | string): `0x${string}` {
  const chainId = typeof id === 'number' ? id : Number(id)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new AppKitError('The chain id is invalid.', {
      category: 'VALIDATION_ERROR',
      details: `Not an eip155 chain id: ${String(id)}`,
    })
  }
  return `0x${chainId.toString(16)}`
}
