import { type CallType, compileCall, type ResultMode } from './compileCall.js'
import type {
  Callback,
  FullTap,
  HookArgNames,
  HookInterceptor,
  Tap,
  TapOptions,
  TapType,
  Undo,
} from './HookTypes.js'
import { insertTap, type TapEntry } from './insertTap.js'

type AnyFn = (...args: never[]) => unknown

/**
 * tapable's hook API (tap, intercept, stage, before, isUsed, withOptions, call, callAsync,
 * promise) without code generation, so it runs under a Content-Security-Policy that forbids
 * `eval`. Each registration returns its undo. The call functions are compiled into closures on
 * first use and compiled again after the taps or interceptors change.
 */
export abstract class Hook<T extends unknown[], R> {
  readonly name: string | undefined
  protected abstract readonly mode: ResultMode
  private readonly entries: TapEntry[] = []
  private readonly interceptorList: HookInterceptor<T, R>[] = []
  private readonly argCount: number

  callAsync!: (...args: [...T, Callback<R>]) => void
  promise!: (...args: T) => Promise<R>

  constructor(args: HookArgNames<T> = [] as unknown as HookArgNames<T>, name?: string) {
    this.argCount = args.length
    this.name = name
    this.resetCompilation()
  }

  /** The registered taps, in the order they run. */
  get taps(): readonly FullTap[] {
    return this.entries.map((entry) => entry.tap)
  }

  get interceptors(): readonly HookInterceptor<T, R>[] {
    return this.interceptorList
  }

  tap(options: string | Tap, fn: (...args: T) => R): Undo {
    return this.add('sync', options, fn)
  }

  isUsed(): boolean {
    return this.entries.length > 0 || this.interceptorList.length > 0
  }

  /**
   * Adds an interceptor; the returned undo removes it (taps a `register` interceptor already
   * replaced stay replaced).
   */
  intercept(interceptor: HookInterceptor<T, R>): Undo {
    const own = { ...interceptor }
    this.interceptorList.push(own)
    this.resetCompilation()
    if (own.register) {
      for (const entry of this.entries) entry.tap = own.register(entry.tap) ?? entry.tap
    }
    return () => {
      const index = this.interceptorList.indexOf(own)
      if (index < 0) return
      this.interceptorList.splice(index, 1)
      this.resetCompilation()
    }
  }

  /** The same hook, with `options` merged into every tap made through it. */
  withOptions(options: TapOptions): Omit<this, 'call' | 'callAsync' | 'promise' | 'withOptions'> {
    const merge = (tap: string | Tap): Tap => ({
      ...options,
      ...(typeof tap === 'string' ? { name: tap } : tap),
    })
    const self = this as unknown as Record<string, (tap: string | Tap, fn: AnyFn) => Undo>
    return {
      name: this.name,
      tap: (tap: string | Tap, fn: AnyFn) => self.tap!.call(this, merge(tap), fn),
      tapAsync: (tap: string | Tap, fn: AnyFn) => self.tapAsync!.call(this, merge(tap), fn),
      tapPromise: (tap: string | Tap, fn: AnyFn) => self.tapPromise!.call(this, merge(tap), fn),
      intercept: (interceptor: HookInterceptor<T, R>) => this.intercept(interceptor),
      isUsed: () => this.isUsed(),
    } as unknown as Omit<this, 'call' | 'callAsync' | 'promise' | 'withOptions'>
  }

  protected add(type: TapType, options: string | Tap, fn: AnyFn): Undo {
    let tap = this.toFullTap(type, options, fn)
    for (const interceptor of this.interceptorList) {
      if (interceptor.register) tap = interceptor.register(tap) ?? tap
    }
    const entry: TapEntry = { tap }
    insertTap(this.entries, entry)
    this.resetCompilation()
    return () => {
      const index = this.entries.indexOf(entry)
      if (index < 0) return
      this.entries.splice(index, 1)
      this.resetCompilation()
    }
  }

  private toFullTap(type: TapType, options: string | Tap, fn: AnyFn): FullTap {
    if (typeof options === 'string') {
      const name = options.trim()
      if (name === '') throw new Error('Missing name for tap')
      return { type, fn, name }
    }
    if (typeof options !== 'object' || options === null) throw new Error('Invalid tap options')
    const name = typeof options.name === 'string' ? options.name.trim() : options.name
    if (typeof name !== 'string' || name === '') throw new Error('Missing name for tap')
    return { type, fn, ...options, name }
  }

  /** Until the next call, the call functions are stubs that compile the current taps. */
  protected resetCompilation(): void {
    this.callAsync = (...args) => {
      this.callAsync = this.compile('async') as (...args: [...T, Callback<R>]) => void
      this.callAsync(...args)
    }
    this.promise = (...args) => {
      this.promise = this.compile('promise') as (...args: T) => Promise<R>
      return this.promise(...args)
    }
  }

  protected compile(type: CallType) {
    return compileCall(
      {
        taps: this.taps,
        interceptors: [...this.interceptorList] as HookInterceptor<unknown[], unknown>[],
        argCount: this.argCount,
        mode: this.mode,
      },
      type,
    )
  }
}
