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
  const run = seriesRunner(plan, fns)
  const { argCount } = plan
  switch (type) {
    case 'sync':
      return (...raw: unknown[]) => run.sync(argsOf(raw, argCount))
    case 'async':
      return (...raw: unknown[]) => {
        const callback = raw[argCount] as (error?: unknown, result?: unknown) => void
        run.series(argsOf(raw, argCount), {
          error: (error) => callback(error),
          result: (result) => callback(null, result),
          done: () => callback(),
        })
      }
    case 'promise':
      return (...raw: unknown[]) =>
        new Promise((resolve, reject) => {
          // Like tapable: an error raised before the executor returns rejects one tick later.
          let sync = true
          run.series(argsOf(raw, argCount), {
            error: (error) => {
              if (sync)
                resolve(
                  Promise.resolve().then(() => {
                    throw error
                  }),
                )
              else reject(error)
            },
            result: resolve,
            done: () => resolve(undefined),
          })
          sync = false
        })
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

/** `call` without interceptors, for hooks of up to two arguments: a loop over the tap functions. */
const FAST_SYNC_CALLS: Record<ResultMode, readonly FastCall[]> = {
  ignore: [
    (fns) => () => {
      for (let i = 0; i < fns.length; i++) fns[i]!()
    },
    (fns) => (a: unknown) => {
      for (let i = 0; i < fns.length; i++) fns[i]!(a)
    },
    (fns) => (a: unknown, b: unknown) => {
      for (let i = 0; i < fns.length; i++) fns[i]!(a, b)
    },
  ],
  bail: [
    (fns) => () => {
      for (let i = 0; i < fns.length; i++) {
        const result = fns[i]!()
        if (result !== undefined) return result
      }
      return undefined
    },
    (fns) => (a: unknown) => {
      for (let i = 0; i < fns.length; i++) {
        const result = fns[i]!(a)
        if (result !== undefined) return result
      }
      return undefined
    },
    (fns) => (a: unknown, b: unknown) => {
      for (let i = 0; i < fns.length; i++) {
        const result = fns[i]!(a, b)
        if (result !== undefined) return result
      }
      return undefined
    },
  ],
  // No sync waterfall among the kernel's hooks: an async one never has a `call`.
  waterfall: [],
}

interface End {
  error(error: unknown): void
  result(result: unknown): void
  done(): void
}

function notPromiseError(value: unknown): Error {
  // biome-ignore lint/style/useTemplate: `+` converts the value exactly as tapable does
  return new Error('Tap function (tapPromise) did not return promise (returned ' + value + ')')
}

function falsyRejectionError(value: unknown): Error {
  // biome-ignore lint/style/useTemplate: `+` converts the value exactly as tapable does
  return new Error('Tap function (tapPromise) rejects "' + value + '" value')
}

/** The general path: interceptors, callback and promise taps, `callAsync` and `promise`. */
function seriesRunner(plan: CompilePlan, fns: readonly TapFn[]) {
  const { taps, interceptors, mode } = plan
  const onCall = interceptors.filter((interceptor) => interceptor.call)
  const onTap = interceptors.filter((interceptor) => interceptor.tap)
  const onError = interceptors.filter((interceptor) => interceptor.error)
  const onResult = interceptors.filter((interceptor) => interceptor.result)
  const onDone = interceptors.filter((interceptor) => interceptor.done)
  const count = fns.length

  const started = (args: unknown[]) => {
    for (const interceptor of onCall) interceptor.call!(...args)
  }
  const beforeTap = (index: number) => {
    for (const interceptor of onTap) interceptor.tap!(taps[index]!)
  }
  const answered = (result: unknown) => {
    for (const interceptor of onResult) interceptor.result!(result)
  }
  const finished = () => {
    for (const interceptor of onDone) interceptor.done!()
  }

  /** `call`: a sync tap's error propagates as is, without the error interceptors (tapable's rethrow). */
  const sync = (args: unknown[]): unknown => {
    started(args)
    for (let index = 0; index < count; index++) {
      beforeTap(index)
      const result = fns[index]!(...args)
      if (result === undefined) continue
      if (mode === 'bail') {
        answered(result)
        return result
      }
      if (mode === 'waterfall') args[0] = result
    }
    if (mode === 'waterfall') {
      answered(args[0])
      return args[0]
    }
    finished()
    return undefined
  }

  const series = (args: unknown[], end: End): void => {
    started(args)
    const fail = (error: unknown) => {
      for (const interceptor of onError) interceptor.error!(error as Error)
      end.error(error)
    }
    /** Takes a tap's result; true when it ends the call (a bail answer). */
    const take = (result: unknown): boolean => {
      if (result === undefined) return false
      if (mode === 'bail') {
        answered(result)
        end.result(result)
        return true
      }
      if (mode === 'waterfall') args[0] = result
      return false
    }
    const step = (from: number): void => {
      for (let index = from; index < count; index++) {
        beforeTap(index)
        const fn = fns[index]!
        const type = taps[index]!.type
        if (type === 'sync') {
          let result: unknown
          try {
            result = fn(...args)
          } catch (error) {
            fail(error)
            return
          }
          if (take(result)) return
          continue
        }
        if (type === 'async') {
          fn(...args, (error: unknown, result: unknown) => {
            if (error) fail(error)
            else if (!take(result)) step(index + 1)
          })
          return
        }
        let hasResult = false
        const promise = fn(...args) as PromiseLike<unknown> | undefined
        if (!promise?.then) throw notPromiseError(promise)
        promise.then(
          (result) => {
            hasResult = true
            if (!take(result)) step(index + 1)
          },
          (error: unknown) => {
            if (hasResult) throw error
            fail(error ? error : falsyRejectionError(error))
          },
        )
        return
      }
      if (mode === 'waterfall') {
        answered(args[0])
        end.result(args[0])
      } else {
        finished()
        end.done()
      }
    }
    step(0)
  }

  return { sync, series }
}
