import type { ReportErrorOptions } from '../errors/ReportErrorOptions.js'
import type { ActionContext } from './ActionContext.js'

/**
 * The actions' one report point (spec §8 'wrapped as an SDK error with a category, reported,
 * and rethrown'): a failure of `action` is reported with its flow and category, and rethrown as
 * the AppKitError the report made. An action calling another reports once (the kit remembers).
 */
export function reportActionFailures<A extends unknown[], R>(
  ctx: Pick<ActionContext, 'report'>,
  options: Required<ReportErrorOptions>,
  action: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await action(...args)
    } catch (error) {
      throw ctx.report(error, options)
    }
  }
}
