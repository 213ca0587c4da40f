import type { CaipNetworkId, ChainNamespace } from '@appkit/kernel'
import type { SiwxSession } from '../message/SiwxMessageData.js'

/**
 * Where sessions live: the browser (createLocalSiwxStorage, the default) or the app's server
 * (createServerSiwxStorage, or any object of this shape). Whoever keeps sessions checks them:
 * `add` refuses a session whose nonce was not issued or was used before, whose domain is not
 * the site's, that has expired, or whose signature does not verify.
 */
export interface SiwxStorage {
  /**
   * The families whose sessions this storage can verify (a server's verifiers); sign-in is not
   * asked on any other. Every family the page can verify when absent.
   */
  readonly namespaces?: readonly ChainNamespace[]
  /** Issues a fresh single-use nonce for the next message. Without it the plugin draws one. */
  getNonce?(): Promise<string>
  /** Verifies and keeps a new session; rejects (with the reason) when it is refused. */
  add(session: SiwxSession): Promise<void>
  /** The account's sessions on the network that are still valid (not expired). */
  get(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Forgets the account's sessions on the network (sign out). */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
