import { AsyncHookBase } from './AsyncHookBase.js'

/** Taps run one after another until one answers something other than `undefined`. */
export class AsyncSeriesBailHook<T extends unknown[], R> extends AsyncHookBase<T, R> {
  protected readonly mode = 'bail'
}
