import { SyncHookBase } from './SyncHookBase.js'

/** Taps run in order; their results are ignored. */
export class SyncHook<T extends unknown[]> extends SyncHookBase<T, void> {
  protected readonly mode = 'ignore'
}
