import {
  readMessage,
  readOptionalString,
  readParams,
  readTopic,
  readTtl,
} from '../decodeRelayParams.js'
import type { RelayMethod } from '../RelayMethod.js'
import { DEFAULT_PROPOSAL_TTL_SECONDS, RELAY_TAGS } from '../relayDefaults.js'

/**
 * wc_approveSession {sessionTopic, pairingTopic, sessionProposalResponse,
 * sessionSettlementRequest, ttl}: the Sign API (2.25) sends a wallet's approval this way. The
 * relay subscribes the wallet to the session topic (the client skips its own irn_subscribe),
 * publishes the proposal response on the pairing topic and the settlement on the session topic.
 */
export const wcApproveSession: RelayMethod = {
  method: 'wc_approveSession',
  handle(context, params) {
    const input = readParams(params, 'wc_approveSession')
    const sessionTopic = readTopic(input, 'sessionTopic')
    const pairingTopic = readTopic(input, 'pairingTopic')
    const response = readMessage(input, 'sessionProposalResponse')
    const settlement = readMessage(input, 'sessionSettlementRequest')
    const ttlSeconds = readTtl(input, DEFAULT_PROPOSAL_TTL_SECONDS)
    const attestation = readOptionalString(input, 'attestation')
    context.subscribe(sessionTopic)
    context.publish({
      topic: pairingTopic,
      message: response,
      ttlSeconds,
      tag: RELAY_TAGS.sessionProposeResponse,
      attestation,
    })
    context.publish({
      topic: sessionTopic,
      message: settlement,
      ttlSeconds,
      tag: RELAY_TAGS.sessionSettle,
      attestation,
    })
    return true
  },
}
