import { AsyncHookBase } from './AsyncHookBase.js'
import type { HookArgNames } from './HookTypes.js'

/** Taps run one after another, each non-undefined answer replacing the first argument. */
export class AsyncSeriesWaterfallHook<T extends [unknown, ...unknown[]]> extends AsyncHookBase<
  T,
  T[0]
> {
  protected readonly mode = 'waterfall'

  constructor(args: HookArgNames<T>, name?: string) {
    if (args.length < 1) throw new Error('Waterfall hooks must have at least one argument')
    super(args, name)
  }
}
