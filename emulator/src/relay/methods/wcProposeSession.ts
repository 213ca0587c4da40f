import {
  readMessage,
  readOptionalString,
  readParams,
  readTag,
  readTopic,
  readTtl,
} from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'
import { DEFAULT_PROPOSAL_TTL_SECONDS, RELAY_TAGS } from '../relayDefaults.js'

/**
 * wc_proposeSession {pairingTopic, sessionProposal, ttl, attestation?}: the Sign API (2.25)
 * sends a dapp's session proposal this way. The relay subscribes the dapp to the pairing topic
 * (its client creates the pairing without irn_subscribe) and publishes the proposal there.
 */
export const wcProposeSession: RelayMethod = {
  method: 'wc_proposeSession',
  handle(context, params) {
    const input = readParams(params, 'wc_proposeSession')
    const pairingTopic = readTopic(input, 'pairingTopic')
    const proposal = {
      topic: pairingTopic,
      message: readMessage(input, 'sessionProposal'),
      ttlSeconds: readTtl(input, DEFAULT_PROPOSAL_TTL_SECONDS),
      tag: readTag(input, RELAY_TAGS.sessionPropose),
      attestation: readOptionalString(input, 'attestation'),
    }
    context.subscribe(pairingTopic)
    context.publish(proposal)
    return true
  },
}
