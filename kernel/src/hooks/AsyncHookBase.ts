import { Hook } from './Hook.js'
import type { InnerCallback, Tap, Undo } from './HookTypes.js'

/** Async hooks also take callback and promise taps, and have no synchronous `call`. */
export abstract class AsyncHookBase<T extends unknown[], R> extends Hook<T, R> {
  tapAsync(options: string | Tap, fn: (...args: [...T, InnerCallback<R>]) => void): Undo {
    return this.add('async', options, fn)
  }

  tapPromise(options: string | Tap, fn: (...args: T) => PromiseLike<R>): Undo {
    return this.add('promise', options, fn)
  }
}
