import { AppKitError } from '../errors/AppKitError.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'

/** The adapter of a family, or the spec's 'Chain adapter not found'. */
export function requireAdapter(ctx: ActionContext, namespace: ChainNamespace) {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) {
    throw new AppKitError('Chain adapter not found', {
      category: 'CONFIGURATION_ERROR',
      details: `No namespace plugin is installed for ${namespace}`,
    })
  }
  return adapter
}
