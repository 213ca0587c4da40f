import type { ChainNamespace } from '../types/ChainNamespace.js'

/**
 * The CAIP-2 reference of a chain id a wallet reports: a number, a decimal or (for eip155) hex
 * string, or a full CAIP-2 id. `chainReference('eip155', '0x89')` is `'137'`.
 */
export function chainReference(namespace: ChainNamespace, chainId: number | string): string {
  let reference = String(chainId)
  if (reference.startsWith(`${namespace}:`)) reference = reference.slice(namespace.length + 1)
  if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(reference)) {
    reference = String(Number.parseInt(reference, 16))
  }
  return reference
}
