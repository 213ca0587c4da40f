import type { CaipNetwork } from '@appkit/kernel'
import { checksumEvmAddress } from '@appkit/kernel/validators'
import type { SiwxMessageData } from './SiwxMessageData.js'

export interface CreateMessageDataParameters {
  caipNetwork: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>
  address: string
  domain: string
  uri: string
  nonce: string
  /** Milliseconds since the epoch: the Issued At time. */
  now: number
  /** The session's lifetime; none when undefined. */
  expiresInMs?: number | undefined
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  /** When the session starts to count, if later than now. */
  notBefore?: Date | undefined
}

/**
 * The data of a new sign-in message: the account as the family writes it (EIP-55 checksummed on
 * eip155), the network's CAIP-2 id, version '1', ISO-8601 times (Issued At now, Expiration Time
 * now + lifetime), and only the optional fields that have a value.
 */
export function createMessageData(parameters: CreateMessageDataParameters): SiwxMessageData {
  const { caipNetwork, now } = parameters
  const data: SiwxMessageData = {
    accountAddress:
      caipNetwork.chainNamespace === 'eip155'
        ? checksumEvmAddress(parameters.address)
        : parameters.address,
    chainId: caipNetwork.caipNetworkId,
    domain: parameters.domain,
    uri: parameters.uri,
    version: '1',
    nonce: parameters.nonce,
    issuedAt: new Date(now).toISOString(),
  }
  if (parameters.expiresInMs !== undefined) {
    data.expirationTime = new Date(now + parameters.expiresInMs).toISOString()
  }
  if (parameters.notBefore !== undefined) data.notBefore = parameters.notBefore.toISOString()
  if (parameters.statement) data.statement = parameters.statement
  if (parameters.requestId) data.requestId = parameters.requestId
  if (parameters.resources && parameters.resources.length > 0) {
    data.resources = [...parameters.resources]
  }
  return data
}
