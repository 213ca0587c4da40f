import {
  type Params,
  readMessage,
  readOptionalString,
  readParams,
  readTag,
  readTopic,
  readTtl,
} from '../decodeRelayParams.js'
import type { PublishInput, RelayMethod } from '../RelayMethod.js'

/** irn_publish {topic, message, ttl, tag?, prompt?, attestation?}: stores and fans out; true. */
export const irnPublish: RelayMethod = {
  method: 'irn_publish',
  handle(context, params) {
    context.publish(readPublishInput(readParams(params, 'irn_publish')))
    return true
  },
}

export function readPublishInput(params: Params): PublishInput {
  return {
    topic: readTopic(params),
    message: readMessage(params),
    ttlSeconds: readTtl(params),
    tag: readTag(params, 0),
    attestation: readOptionalString(params, 'attestation'),
  }
}
