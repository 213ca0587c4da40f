import type { RelayMethod } from '../RelayMethod.js'
import { irnBatchFetchMessages } from './irnBatchFetchMessages.js'
import { irnBatchPublish } from './irnBatchPublish.js'
import { irnBatchSubscribe } from './irnBatchSubscribe.js'
import { irnBatchUnsubscribe } from './irnBatchUnsubscribe.js'
import { irnPublish } from './irnPublish.js'
import { irnSubscribe } from './irnSubscribe.js'
import { irnUnsubscribe } from './irnUnsubscribe.js'
import { wcApproveSession } from './wcApproveSession.js'
import { wcProposeSession } from './wcProposeSession.js'

/** Every method the relay answers, by name (irn_subscription goes the other way: relay to client). */
export function relayMethods(): ReadonlyMap<string, RelayMethod> {
  return new Map(
    [
      irnPublish,
      irnBatchPublish,
      irnSubscribe,
      irnBatchSubscribe,
      irnUnsubscribe,
      irnBatchUnsubscribe,
      irnBatchFetchMessages,
      wcProposeSession,
      wcApproveSession,
    ].map((method) => [method.method, method]),
  )
}
