import type { HookArgNames } from './HookTypes.js'
import { SyncHookBase } from './SyncHookBase.js'

/** Each tap's non-undefined result replaces the first argument; the result is its last value. */
export class SyncWaterfallHook<T extends [unknown, ...unknown[]]> extends SyncHookBase<T, T[0]> {
  protected readonly mode = 'waterfall'

  constructor(args: HookArgNames<T>, name?: string) {
    if (args.length < 1) throw new Error('Waterfall hooks must have at least one argument')
    super(args, name)
  }
}
