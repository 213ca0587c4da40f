import type { CaipNetworkId, ChainNamespace } from '@appkit/kernel'
import type { SessionLike } from '../provider/UniversalProviderLike.js'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * The CAIP-2 networks a session approved in a family: its namespace's `chains`, else the chains
 * of its CAIP-10 accounts (the wallet's answer: anything not a CAIP-2 id is left out).
 * Undefined without a session or without that namespace.
 *
 * @example approvedNetworkIds(session, 'eip155') // ['eip155:31337']
 */
export function approvedNetworkIds(
  session: SessionLike | undefined,
  namespace: ChainNamespace,
): CaipNetworkId[] | undefined {
  const approved = session?.namespaces[namespace]
  if (!approved) return undefined
  const chains =
    approved.chains ?? approved.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  const ids = chains.filter((chain) => CAIP2.test(chain) && chain.startsWith(`${namespace}:`))
  return [...new Set(ids)] as CaipNetworkId[]
}
