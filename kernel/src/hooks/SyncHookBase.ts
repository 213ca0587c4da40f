import { Hook } from './Hook.js'
import type { HookArgNames } from './HookTypes.js'

/** Sync hooks take `tap` only, and have a synchronous `call` besides `callAsync` and `promise`. */
export abstract class SyncHookBase<T extends unknown[], R> extends Hook<T, R> {
  // `declare`: a class field would reset what the base constructor set.
  declare call: (...args: T) => R

  constructor(args?: HookArgNames<T>, name?: string) {
    super(args, name)
    const kind = this.constructor.name
    Object.assign(this, {
      tapAsync: () => {
        throw new Error(`tapAsync is not supported on a ${kind}`)
      },
      tapPromise: () => {
        throw new Error(`tapPromise is not supported on a ${kind}`)
      },
    })
  }

  protected override resetCompilation(): void {
    super.resetCompilation()
    this.call = (...args) => {
      this.call = this.compile('sync') as (...args: T) => R
      return this.call(...args)
    }
  }
}
