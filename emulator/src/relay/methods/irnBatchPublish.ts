import { readArray, readParams } from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'
import { readPublishInput } from './irnPublish.js'

/** irn_batchPublish {messages: PublishParams[]}: all checked before any is published; true. */
export const irnBatchPublish: RelayMethod = {
  method: 'irn_batchPublish',
  handle(context, params) {
    const messages = readArray(readParams(params, 'irn_batchPublish'), 'messages')
    const inputs = messages.map((message) =>
      readPublishInput(readParams(message, 'irn_batchPublish messages[]')),
    )
    for (const input of inputs) context.publish(input)
    return true
  },
}
