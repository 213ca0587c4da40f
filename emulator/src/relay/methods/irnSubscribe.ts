import { readParams, readTopic } from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'

/** irn_subscribe {topic}: the subscription id; the topic's pending messages follow. */
export const irnSubscribe: RelayMethod = {
  method: 'irn_subscribe',
  handle: (context, params) => context.subscribe(readTopic(readParams(params, 'irn_subscribe'))),
}
