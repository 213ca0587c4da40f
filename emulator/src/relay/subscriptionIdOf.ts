import { createHash } from 'node:crypto'

/**
 * The id of a client's subscription to a topic: sha256(topic + clientId) in hex, the same id
 * WalletConnect clients compute for themselves.
 */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
