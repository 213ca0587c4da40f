import { readParams, readTopics } from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'

/**
 * irn_batchFetchMessages {topics}: the caller's pending messages in the answer itself
 * ({messages, hasMore}), counted as delivered.
 */
export const irnBatchFetchMessages: RelayMethod = {
  method: 'irn_batchFetchMessages',
  handle(context, params) {
    const topics = readTopics(readParams(params, 'irn_batchFetchMessages'))
    const messages = context.fetchMessages(topics).map((message) => ({
      topic: message.topic,
      message: message.message,
      publishedAt: message.publishedAt,
      attestation: message.attestation ?? '',
    }))
    return { messages, hasMore: false }
  },
}
