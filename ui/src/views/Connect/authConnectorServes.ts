import type { ChainNamespace, Connector } from '@appkit/kernel'

/**
 * Whether an AUTH connector logs in on the active family (its `chain`, or one of its `chains` as
 * a namespace or CAIP-2 id). Before any family is active nothing rules it out.
 */
export function authConnectorServes(
  connector: Pick<Connector, 'type' | 'chain' | 'chains'>,
  namespace: ChainNamespace | undefined,
): boolean {
  if (connector.type !== 'AUTH') return false
  if (namespace === undefined) return true
  return (
    connector.chain === namespace ||
    (connector.chains ?? []).some(
      (chain) => chain === namespace || chain.startsWith(`${namespace}:`),
    )
  )
}
