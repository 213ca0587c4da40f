import type { ChainNamespace } from '@appkit/kernel'
import type { SiwxSession } from '../message/SiwxMessageData.js'

/**
 * Checks the signature of sessions of one chain family: whether `session.signature` is the
 * account's signature of `session.message`. Verifiers load their cryptography on first use.
 */
export interface SiwxVerifier {
  namespace: ChainNamespace
  verify(session: SiwxSession): Promise<boolean>
}
