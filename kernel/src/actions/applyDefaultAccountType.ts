import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import { withNamespace } from '../registry/withNamespace.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import type { ActionContext } from './ActionContext.js'

/**
 * A family's adapter arrived: its `defaultAccountType` becomes the family's preferred account
 * type, unless a returning visitor's choice is stored (spec §4 'keeps preferred account type').
 */
export function applyDefaultAccountType(
  ctx: Pick<ActionContext, 'registry' | 'storage'>,
  adapter: Pick<NamespaceAdapter, 'namespace' | 'defaultAccountType'>,
): void {
  const { namespace, defaultAccountType } = adapter
  if (!defaultAccountType) return
  if (ctx.storage.get(STORAGE_KEYS.preferredAccountTypes)?.[namespace] !== undefined) return
  if (!ctx.registry.store.getState().chains[namespace]) return
  ctx.registry.store.setState((state) =>
    withNamespace(state, namespace, (chain) => ({
      ...chain,
      preferredAccountType: defaultAccountType,
    })),
  )
}
