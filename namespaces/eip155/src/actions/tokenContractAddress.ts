import {
  assertEvmAddress,
  isCaipAddress,
  parseCaipAddress,
  validationError,
} from '@appkit/kernel/validators'

/**
 * The token contract of a token send: a plain address or the chain-prefixed form token
 * balances carry (spec §3 'address (absent for native token, otherwise chain-prefixed)').
 */
export function tokenContractAddress(address: string | undefined): `0x${string}` {
  if (address === undefined || address === '') {
    throw validationError('A token contract address is required')
  }
  const plain = isCaipAddress(address) ? parseCaipAddress(address).address : address
  return assertEvmAddress(plain) as `0x${string}`
}
