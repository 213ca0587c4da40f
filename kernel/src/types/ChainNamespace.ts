/**
 * A chain family, as a CAIP-2 namespace ('eip155', 'solana', ...). The kernel keeps no list of
 * families: a namespace plugin brings its own, and the families present are the registry
 * state's `namespaces`.
 */
export type ChainNamespace = string

/** CAIP-2's namespace syntax. */
const CAIP2_NAMESPACE = /^[-a-z0-9]{3,8}$/

/** Whether `value` is a CAIP-2 namespace (syntax only: the family need not be installed). */
export function isChainNamespace(value: string): value is ChainNamespace {
  return CAIP2_NAMESPACE.test(value)
}
