import { SyncHookBase } from './SyncHookBase.js'

/** Taps run in order until one returns something other than `undefined`: that is the result. */
export class SyncBailHook<T extends unknown[], R> extends SyncHookBase<T, R> {
  protected readonly mode = 'bail'
}
