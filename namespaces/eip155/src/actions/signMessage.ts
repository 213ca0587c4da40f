import { assertEvmAddress, describeValue, validationError } from '@appkit/kernel/validators'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { providerRequest } from '../provider/providerRequest.js'

/** UTF-8 text as 0x-prefixed hex, the form wallets expect for personal_sign. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/**
 * EIP-191 `personal_sign` of a UTF-8 message by `address`; resolves with the signature.
 *
 * @example const signature = await signMessage(provider, { address, message: 'hello' })
 */
export async function signMessage(
  provider: Eip1193Provider,
  { address, message }: { address: string; message: string },
): Promise<`0x${string}`> {
  assertEvmAddress(address)
  if (typeof message !== 'string') throw validationError('A message to sign is required')
  const signature = await providerRequest(provider, 'personal_sign', [utf8ToHex(message), address])
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw validationError(`The wallet returned an invalid signature: ${describeValue(signature)}`)
  }
  return signature as `0x${string}`
}
