import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { AccountStateValues } from './AccountStateValues.js'
import type { AccountStateKey } from './defineAccountStateKey.js'

/**
 * A slice's value for a family's account in a snapshot of `kit.accountState.store`, or its
 * initial value: a selector's building block for `subscribe` and React hooks.
 */
export function readAccountState<T>(
  values: AccountStateValues,
  key: AccountStateKey<T>,
  namespace: ChainNamespace | undefined,
): T {
  const slices = namespace ? values[namespace] : undefined
  return slices && key.name in slices ? (slices[key.name] as T) : key.initial
}
