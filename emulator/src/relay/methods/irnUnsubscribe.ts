import { readParams, readTopic } from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'

/** irn_unsubscribe {topic, id}: stops deliveries of the topic to the caller; true. */
export const irnUnsubscribe: RelayMethod = {
  method: 'irn_unsubscribe',
  handle(context, params) {
    context.unsubscribe(readTopic(readParams(params, 'irn_unsubscribe')))
    return true
  },
}
