import { readParams, readTopics } from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'

/** irn_batchSubscribe {topics}: one subscription id per topic (what clients send on reconnect). */
export const irnBatchSubscribe: RelayMethod = {
  method: 'irn_batchSubscribe',
  handle(context, params) {
    const topics = readTopics(readParams(params, 'irn_batchSubscribe'))
    return topics.map((topic) => context.subscribe(topic))
  },
}
