import { readArray, readParams, readTopic } from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'

/** irn_batchUnsubscribe {subscriptions: [{topic, id}]}: true. */
export const irnBatchUnsubscribe: RelayMethod = {
  method: 'irn_batchUnsubscribe',
  handle(context, params) {
    const subscriptions = readArray(readParams(params, 'irn_batchUnsubscribe'), 'subscriptions')
    const topics = subscriptions.map((subscription) =>
      readTopic(readParams(subscription, 'irn_batchUnsubscribe subscriptions[]')),
    )
    for (const topic of topics) context.unsubscribe(topic)
    return true
  },
}
