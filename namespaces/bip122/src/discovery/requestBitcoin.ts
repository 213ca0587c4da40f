import type { Connector } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import {
  type BitcoinMethod,
  type BitcoinRequests,
  isBitcoinProvider,
  isBitcoinResponse,
} from './BitcoinProvider.js'

/** sats-connect's code for a request the user declined. */
const USER_REJECTION = -32000

/**
 * Sends one request to the connector's Bitcoin provider and unwraps the answer: `{ result }`
 * with the result undecoded (the caller checks it: it is the wallet's, untrusted, and wrapped
 * so that resolving this promise never reads a hostile result's `then`), or an AppKitError
 * (code 4001 when the user declined: 'Connection rejected' for the accounts).
 */
export async function requestBitcoin<M extends BitcoinMethod>(
  connector: Connector,
  method: M,
  params: BitcoinRequests[M]['params'],
): Promise<{ result: unknown }> {
  const provider = connector?.provider
  if (!isBitcoinProvider(provider)) {
    throw new AppKitError('Failed to connect', {
      category: 'PROVIDER_ERROR',
      details: `Connector ${String(connector?.id)} has no Bitcoin provider`,
    })
  }
  const response: unknown = await provider.request(method, params)
  if (!isBitcoinResponse(response)) {
    throw new AppKitError('Something went wrong', {
      category: 'PROVIDER_ERROR',
      details: `${method}: the wallet's answer is not a sats-connect response`,
    })
  }
  if (response.status === 'success') return { result: response.result }
  const { error } = response
  const rejected = error.code === USER_REJECTION || error.code === 4001
  const shortMessage = !rejected
    ? 'Something went wrong'
    : method === 'getAccounts'
      ? 'Connection rejected'
      : 'User rejected the request'
  throw new AppKitError(shortMessage, {
    category: 'PROVIDER_ERROR',
    code: rejected ? 4001 : error.code,
    details: `${method}: ${error.message}`,
  })
}
