import { parseCaipNetworkId } from '@appkit/kernel/validators'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { checkSessionClaims, type SessionClaimsContext } from './checkSessionClaims.js'
import type { SiwxVerifier } from './SiwxVerifier.js'
import { siwxRefusal } from './siwxRefusal.js'

export interface VerifySiwxSessionContext extends SessionClaimsContext {
  verifiers: readonly SiwxVerifier[]
}

/**
 * Verifies a session before it is trusted: its claims (well formed, exact text, this domain,
 * within its validity window), then its signature with the verifier of its chain family.
 * Resolves when valid; rejects with a refusal (an AppKitError whose code is the reason).
 */
export async function verifySiwxSession(
  session: SiwxSession,
  context: VerifySiwxSessionContext,
): Promise<void> {
  const refused = checkSessionClaims(session, context)
  if (refused) throw refused
  const { chainNamespace } = parseCaipNetworkId(session.data.chainId)
  const verifier = context.verifiers.find((candidate) => candidate.namespace === chainNamespace)
  if (!verifier) {
    throw siwxRefusal('unsupported-namespace', `No verifier for ${chainNamespace} sign-ins`)
  }
  if (!(await verifier.verify(session))) {
    throw siwxRefusal(
      'signature',
      `The signature is not ${session.data.accountAddress}'s signature of the message`,
    )
  }
}
