import type { AddTransactionInput } from '../transactions/AddTransactionInput.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'

/**
 * Adds a transaction the kit just sent to `kit.transactions`. The send has succeeded whatever
 * happens here: a family that cannot report statuses, or the tracker's code failing to load,
 * is logged, never thrown at the visitor.
 */
export function followTransaction(
  ctx: ActionContext,
  input: AddTransactionInput & { caipNetworkId: string },
): void {
  // A family that cannot report statuses (no `transactionStatus`) has nothing to follow.
  const namespace = input.caipNetworkId.split(':')[0] as ChainNamespace
  if (!ctx.adapters.get(namespace)?.transactionStatus) return
  ctx.transactions?.add(input).catch((error: unknown) => {
    ctx.report(error, { flow: 'transactions', category: 'INTERNAL_SDK_ERROR' })
  })
}
