import type { RpcRequestInfo } from '@appkit/kernel'
import { EIP155_READ_METHODS } from './EIP155_READ_METHODS.js'
import type { NetworkClient } from './transport/createPublicClients.js'

/**
 * Sends an EVM read method (`EIP155_READ_METHODS`) through the active network's public client;
 * undefined (not ours to answer) for any other method. Loaded on the first `kit.request`.
 */
export async function answerReadMethod(
  request: RpcRequestInfo,
  client: () => Promise<NetworkClient | undefined>,
): Promise<unknown> {
  if (!EIP155_READ_METHODS.has(request.method)) return undefined
  const publicClient = await client()
  if (!publicClient) return undefined
  const params = Array.isArray(request.params) ? request.params : []
  const send = publicClient.request as (args: {
    method: string
    params: unknown[]
  }) => Promise<unknown>
  return send({ method: request.method, params })
}
