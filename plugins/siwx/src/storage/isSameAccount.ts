import type { CaipNetworkId } from '@appkit/kernel'
import type { SiwxSession } from '../message/SiwxMessageData.js'

/** Whether a session belongs to the account on the network (EVM addresses ignore case). */
export function isSameAccount(
  session: SiwxSession,
  chainId: CaipNetworkId,
  address: string,
): boolean {
  if (session.data.chainId !== chainId) return false
  const evm = chainId.startsWith('eip155:')
  return evm
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address
}
