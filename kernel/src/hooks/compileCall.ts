import type { FullTap, HookInterceptor } from './HookTypes.js'

/**
 * How a hook's `call`, `callAsync` and `promise` run its taps, as plain closures (no `eval`, no
 * `new Function`), with the semantics of tapable's generated code for the series kinds: SyncHook,
 * SyncBailHook, AsyncSeriesHook, AsyncSeriesBailHook and AsyncSeriesWaterfallHook.
 */

export type CallType = 'sync' | 'async' | 'promise'

/** What a tap's non-undefined result does: nothing, end the call with it, or replace `args[0]`. */
export type ResultMode = 'ignore' | 'bail' | 'waterfall'

export interface CompilePlan {
  taps: readonly FullTap[]
  interceptors: readonly HookInterceptor<unknown[], unknown>[]
  argCount: number
  mode: ResultMode
}

type TapFn = (...args: unknown[]) => unknown
type Compiled = (...args: never[]) => unknown

export function compileCall(plan: CompilePlan, type: CallType): Compiled {
  const fns = plan.taps.map((tap) => tap.fn as TapFn)
  if (type === 'sync' && plan.interceptors.length === 0) {
    const fast = FAST_SYNC_CALLS[plan.mode][plan.argCount]
    if (fast) return fast(fns)
  }
  const runner = new SeriesRunner(plan, fns)
  const { argCount } = plan
  switch (type) {
    case 'sync':
      return (...raw: unknown[]) => runner.sync(argsOf(raw, argCount))
    case 'async':
      return (...raw: unknown[]) => {
        const call = new SeriesCall(runner, argsOf(raw, argCount))
        call.callback = raw[argCount] as Callback
        call.start()
      }
    case 'promise':
      return (...raw: unknown[]) => {
        const call = new SeriesCall(runner, argsOf(raw, argCount))
        return new Promise((resolve, reject) => {
          call.resolve = resolve
          call.reject = reject
          call.start()
          call.settledSync = false
        })
      }
  }
}

/** Exactly `argCount` arguments, as tapable's generated functions take them. */
function argsOf(raw: unknown[], argCount: number): unknown[] {
  if (raw.length === argCount) return raw
  const args = new Array<unknown>(argCount)
  for (let i = 0; i < argCount; i++) args[i] = raw[i]
  return args
}

type FastCall = (fns: readonly TapFn[]) => Compiled

const skip: TapFn = () => undefined

/**
 * Up to four taps, padded with `skip`, get one call site each: the engine can inline every tap
 * as it does in tapable's generated code. More taps share a loop's call site.
 */
const UNROLLED = 4

/** `call` without interceptors, for hooks of up to two arguments. */
const FAST_SYNC_CALLS: Record<ResultMode, readonly FastCall[]> = {
  ignore: [
    (fns) => {
      if (fns.length > UNROLLED)
        return () => {
          for (let i = 0; i < fns.length; i++) fns[i]!()
        }
      const [f0 = skip, f1 = skip, f2 = skip, f3 = skip] = fns
      return () => {
        f0()
        f1()
        f2()
        f3()
      }
    },
    (fns) => {
      if (fns.length > UNROLLED)
        return (a: unknown) => {
          for (let i = 0; i < fns.length; i++) fns[i]!(a)
        }
      const [f0 = skip, f1 = skip, f2 = skip, f3 = skip] = fns
      return (a: unknown) => {
        f0(a)
        f1(a)
        f2(a)
        f3(a)
      }
    },
    (fns) => {
      if (fns.length > UNROLLED)
        return (a: unknown, b: unknown) => {
          for (let i = 0; i < fns.length; i++) fns[i]!(a, b)
        }
      const [f0 = skip, f1 = skip, f2 = skip, f3 = skip] = fns
      return (a: unknown, b: unknown) => {
        f0(a, b)
        f1(a, b)
        f2(a, b)
        f3(a, b)
      }
    },
  ],
  bail: [
    (fns) => {
      if (fns.length > UNROLLED)
        return () => {
          for (let i = 0; i < fns.length; i++) {
            const result = fns[i]!()
            if (result !== undefined) return result
          }
          return undefined
        }
      const [f0 = skip, f1 = skip, f2 = skip, f3 = skip] = fns
      return () => {
        let result = f0()
        if (result !== undefined) return result
        result = f1()
        if (result !== undefined) return result
        result = f2()
        if (result !== undefined) return result
        return f3()
      }
    },
    (fns) => {
      if (fns.length > UNROLLED)
        return (a: unknown) => {
          for (let i = 0; i < fns.length; i++) {
            const result = fns[i]!(a)
            if (result !== undefined) return result
          }
          return undefined
        }
      const [f0 = skip, f1 = skip, f2 = skip, f3 = skip] = fns
      return (a: unknown) => {
        let result = f0(a)
        if (result !== undefined) return result
        result = f1(a)
        if (result !== undefined) return result
        result = f2(a)
        if (result !== undefined) return result
        return f3(a)
      }
    },
    (fns) => {
      if (fns.length > UNROLLED)
        return (a: unknown, b: unknown) => {
          for (let i = 0; i < fns.length; i++) {
            const result = fns[i]!(a, b)
            if (result !== undefined) return result
          }
          return undefined
        }
      const [f0 = skip, f1 = skip, f2 = skip, f3 = skip] = fns
      return (a: unknown, b: unknown) => {
        let result = f0(a, b)
        if (result !== undefined) return result
        result = f1(a, b)
        if (result !== undefined) return result
        result = f2(a, b)
        if (result !== undefined) return result
        return f3(a, b)
      }
    },
  ],
  // No sync waterfall among the kernel's hooks: an async one never has a `call`.
  waterfall: [],
}

type Callback = (error?: unknown, result?: unknown) => void

function notPromiseError(value: unknown): Error {
  // biome-ignore lint/style/useTemplate: `+` converts the value exactly as tapable does
  return new Error('Tap function (tapPromise) did not return promise (returned ' + value + ')')
}

function falsyRejectionError(value: unknown): Error {
  // biome-ignore lint/style/useTemplate: `+` converts the value exactly as tapable does
  return new Error('Tap function (tapPromise) rejects "' + value + '" value')
}

type Interceptor = HookInterceptor<unknown[], unknown>

/** The general path's plan: interceptors, callback and promise taps, `callAsync` and `promise`. */
class SeriesRunner {
  readonly taps: readonly FullTap[]
  readonly fns: readonly TapFn[]
  readonly mode: ResultMode
  readonly onCall: readonly Interceptor[]
  readonly onTap: readonly Interceptor[]
  readonly onError: readonly Interceptor[]
  readonly onResult: readonly Interceptor[]
  readonly onDone: readonly Interceptor[]

  constructor(plan: CompilePlan, fns: readonly TapFn[]) {
    const { interceptors } = plan
    this.taps = plan.taps
    this.fns = fns
    this.mode = plan.mode
    this.onCall = interceptors.filter((interceptor) => interceptor.call)
    this.onTap = interceptors.filter((interceptor) => interceptor.tap)
    this.onError = interceptors.filter((interceptor) => interceptor.error)
    this.onResult = interceptors.filter((interceptor) => interceptor.result)
    this.onDone = interceptors.filter((interceptor) => interceptor.done)
  }

  started(args: unknown[]): void {
    for (const interceptor of this.onCall) interceptor.call!(...args)
  }

  beforeTap(index: number): void {
    for (const interceptor of this.onTap) interceptor.tap!(this.taps[index]!)
  }

  answered(result: unknown): void {
    for (const interceptor of this.onResult) interceptor.result!(result)
  }

  finished(): void {
    for (const interceptor of this.onDone) interceptor.done!()
  }

  /** `call`: a sync tap's error propagates as is, without the error interceptors (tapable's rethrow). */
  sync(args: unknown[]): unknown {
    const { fns, mode } = this
    this.started(args)
    for (let index = 0; index < fns.length; index++) {
      this.beforeTap(index)
      const result = fns[index]!(...args)
      if (result === undefined) continue
      if (mode === 'bail') {
        this.answered(result)
        return result
      }
      if (mode === 'waterfall') args[0] = result
    }
    if (mode === 'waterfall') {
      this.answered(args[0])
      return args[0]
    }
    this.finished()
    return undefined
  }
}

/** One `callAsync` or `promise` call walking the taps; it ends through its callback or promise. */
class SeriesCall {
  callback: Callback | undefined
  resolve: ((value: unknown) => void) | undefined
  reject: ((error: unknown) => void) | undefined
  /** Like tapable: an error raised before the promise executor returns rejects one tick later. */
  settledSync = true

  constructor(
    private readonly runner: SeriesRunner,
    private readonly args: unknown[],
  ) {}

  start(): void {
    this.runner.started(this.args)
    this.step(0)
  }

  fail(error: unknown): void {
    for (const interceptor of this.runner.onError) interceptor.error!(error as Error)
    if (this.callback) this.callback(error)
    else if (!this.settledSync) this.reject!(error)
    else
      this.resolve!(
        Promise.resolve().then(() => {
          throw error
        }),
      )
  }

  answer(result: unknown): void {
    this.runner.answered(result)
    if (this.callback) this.callback(null, result)
    else this.resolve!(result)
  }

  /** Takes a tap's result; true when it ends the call (a bail answer). */
  take(result: unknown): boolean {
    if (result === undefined) return false
    const { mode } = this.runner
    if (mode === 'bail') {
      this.answer(result)
      return true
    }
    if (mode === 'waterfall') this.args[0] = result
    return false
  }

  step(from: number): void {
    const { runner, args } = this
    const { fns, taps } = runner
    for (let index = from; index < fns.length; index++) {
      runner.beforeTap(index)
      const fn = fns[index]!
      const type = taps[index]!.type
      if (type === 'sync') {
        let result: unknown
        try {
          result = fn(...args)
        } catch (error) {
          this.fail(error)
          return
        }
        if (this.take(result)) return
        continue
      }
      if (type === 'async') {
        fn(...args, (error: unknown, result: unknown) => {
          if (error) this.fail(error)
          else if (!this.take(result)) this.step(index + 1)
        })
        return
      }
      let hasResult = false
      const promise = fn(...args) as PromiseLike<unknown> | undefined
      if (!promise?.then) throw notPromiseError(promise)
      promise.then(
        (result) => {
          hasResult = true
          if (!this.take(result)) this.step(index + 1)
        },
        (error: unknown) => {
          if (hasResult) throw error
          this.fail(error ? error : falsyRejectionError(error))
        },
      )
      return
    }
    if (runner.mode === 'waterfall') this.answer(args[0])
    else {
      runner.finished()
      if (this.callback) this.callback()
      else this.resolve!(undefined)
    }
  }
}
