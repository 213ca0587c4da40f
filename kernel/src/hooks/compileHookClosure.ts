/**
 * A CSP-safe replacement for tapable's code generation.
 *
 * tapable builds each hook's `call`, `callAsync` and `promise` with `new Function`, which a
 * Content-Security-Policy without 'unsafe-eval' forbids. `compileHookClosure` takes the same
 * compile options (`{ taps, interceptors, args, type }`) and returns a plain closure that walks
 * the taps the way tapable's generated code does: the helpers below mirror tapable's
 * `HookCodeFactory` (`callTap`, `callTapsSeries`, `callTapsLooping`, `callTapsParallel`,
 * `contentWithInterceptors`) and `CONTENT` mirrors each hook class's `content()`, with each piece
 * of generated code replaced by a function that does what that code does.
 */

export const HOOK_KINDS = [
  'SyncHook',
  'SyncBailHook',
  'SyncWaterfallHook',
  'SyncLoopHook',
  'AsyncParallelHook',
  'AsyncParallelBailHook',
  'AsyncSeriesHook',
  'AsyncSeriesBailHook',
  'AsyncSeriesLoopHook',
  'AsyncSeriesWaterfallHook',
] as const

export type HookKind = (typeof HOOK_KINDS)[number]

export type CallType = 'sync' | 'async' | 'promise'

type TapFn = (...args: unknown[]) => unknown

/** The tap record tapable keeps (its `FullTap`). */
export interface TapRecord {
  name: string
  type: CallType
  fn: TapFn
  /** Deprecated in tapable, still honoured: the tap receives a per-call context object first. */
  context?: boolean
}

/** The interceptor record tapable keeps; `register` is applied by tapable itself. */
export interface InterceptorRecord {
  call?: (...args: unknown[]) => void
  tap?: (...args: unknown[]) => void
  loop?: (...args: unknown[]) => void
  error?: (error: unknown) => void
  result?: (result: unknown) => void
  done?: () => void
  context?: boolean
}

/** What tapable passes to `hook.compile`. */
export interface CompileOptions {
  taps: readonly TapRecord[]
  interceptors: readonly InterceptorRecord[]
  args: readonly string[]
  type: CallType
}

type Step = () => unknown
type Handle = (value: unknown) => unknown
type DoneBreak = (skipDone: boolean) => unknown
type TapsHandle = (index: number, value: unknown, next: Step, doneBreak: DoneBreak) => unknown

/** One call's state: the compiled taps plus this call's arguments and context. */
interface Frame {
  compiled: readonly { fn: TapFn; type: CallType; context: boolean | undefined }[]
  /** The hook's live `taps` array: tapable's generated code reads `this.taps[i]` at call time. */
  live: readonly TapRecord[]
  interceptors: readonly InterceptorRecord[]
  /** This call's arguments; waterfalls replace `args[0]`. */
  args: unknown[]
  context: Record<string, unknown> | undefined
}

interface TapHandlers {
  onError: Handle
  onResult?: Handle | undefined
  onDone?: Step | undefined
  rethrowIfPossible?: boolean | undefined
}

interface TapsHandlers {
  onError: TapsHandle
  onResult?: TapsHandle | undefined
  onDone: Step
  rethrowIfPossible?: boolean | undefined
}

interface ParallelHandlers extends TapsHandlers {
  onTap?: (index: number, run: Step, done: Step, doneBreak: DoneBreak) => unknown
}

interface ContentHandlers {
  onError: Handle
  onResult: Handle
  onDone: Step
  rethrowIfPossible: boolean
}

type Content = (frame: Frame, handlers: ContentHandlers) => unknown

function withContext(frame: Frame, context: boolean | undefined): unknown[] {
  return context ? [frame.context, ...frame.args] : [...frame.args]
}

function notPromiseError(value: unknown): Error {
  // biome-ignore lint/style/useTemplate: `+` converts the value exactly as tapable does
  return new Error('Tap function (tapPromise) did not return promise (returned ' + value + ')')
}

function falsyRejectionError(value: unknown): Error {
  // biome-ignore lint/style/useTemplate: `+` converts the value exactly as tapable does
  return new Error('Tap function (tapPromise) rejects "' + value + '" value')
}

function callTap(frame: Frame, index: number, handlers: TapHandlers): unknown {
  const { onError, onResult, onDone, rethrowIfPossible } = handlers
  let tap: TapRecord | undefined
  let tapRead = false
  for (const interceptor of frame.interceptors) {
    if (!interceptor.tap) continue
    if (!tapRead) {
      tap = frame.live[index]
      tapRead = true
    }
    if (interceptor.context) interceptor.tap(frame.context, tap)
    else interceptor.tap(tap)
  }
  const { fn, type, context } = frame.compiled[index]!
  const args = withContext(frame, context)
  const finish = (result: unknown) => (onResult ? onResult(result) : onDone?.())
  switch (type) {
    case 'sync': {
      if (rethrowIfPossible) return finish(fn(...args))
      let result: unknown
      try {
        result = fn(...args)
      } catch (error) {
        return onError(error)
      }
      return finish(result)
    }
    case 'async':
      fn(...args, (error: unknown, result: unknown) => (error ? onError(error) : finish(result)))
      return undefined
    case 'promise': {
      let hasResult = false
      const promise = fn(...args) as PromiseLike<unknown> | undefined
      if (!promise?.then) throw notPromiseError(promise)
      promise.then(
        (result) => {
          hasResult = true
          return finish(result)
        },
        (error: unknown) => {
          if (hasResult) throw error
          return onError(error ? error : falsyRejectionError(error))
        },
      )
      return undefined
    }
  }
}

function callTapsSeries(frame: Frame, handlers: TapsHandlers): unknown {
  const { onError, onResult, onDone, rethrowIfPossible } = handlers
  const count = frame.compiled.length
  if (count === 0) return onDone()
  const firstAsync = frame.compiled.findIndex((tap) => tap.type !== 'sync')
  const doneBreak: DoneBreak = (skipDone) => (skipDone ? undefined : onDone())
  const step = (index: number): unknown => {
    if (index === count) return onDone()
    const next = () => step(index + 1)
    return callTap(frame, index, {
      onError: (error) => onError(index, error, next, doneBreak),
      onResult: onResult && ((result) => onResult(index, result, next, doneBreak)),
      onDone: onResult ? undefined : next,
      rethrowIfPossible: rethrowIfPossible === true && (firstAsync < 0 || index < firstAsync),
    })
  }
  return step(0)
}

function callTapsLooping(frame: Frame, handlers: TapsHandlers): unknown {
  const { onError, onDone, rethrowIfPossible } = handlers
  if (frame.compiled.length === 0) return onDone()
  const syncOnly = frame.compiled.every((tap) => tap.type === 'sync')
  const looper = (): void => {
    let loopAsync = false
    let loop = false
    do {
      loop = false
      for (const interceptor of frame.interceptors) {
        if (interceptor.loop) interceptor.loop(...withContext(frame, interceptor.context))
      }
      callTapsSeries(frame, {
        onError,
        onResult: (_index, result, next, doneBreak) => {
          if (result === undefined) return next()
          loop = true
          if (!syncOnly && loopAsync) looper()
          return doneBreak(true)
        },
        onDone: () => (loop ? undefined : onDone()),
        rethrowIfPossible: rethrowIfPossible === true && syncOnly,
      })
    } while (loop)
    loopAsync = true
  }
  looper()
  return undefined
}

function callTapsParallel(frame: Frame, handlers: ParallelHandlers): unknown {
  const { onError, onResult, onDone, rethrowIfPossible, onTap = (_index, run) => run() } = handlers
  const count = frame.compiled.length
  if (count <= 1) return callTapsSeries(frame, { onError, onResult, onDone, rethrowIfPossible })
  let counter = count
  const done: Step = () => {
    if (--counter === 0) onDone()
  }
  const doneBreak: DoneBreak = (skipDone) => {
    counter = 0
    if (!skipDone) onDone()
  }
  for (let index = 0; index < count; index++) {
    if (counter <= 0) break
    const run = () =>
      callTap(frame, index, {
        onError: (error) => {
          if (counter > 0) onError(index, error, done, doneBreak)
        },
        onResult:
          onResult &&
          ((result) => {
            if (counter > 0) onResult(index, result, done, doneBreak)
          }),
        onDone: onResult ? undefined : done,
        rethrowIfPossible,
      })
    onTap(index, run, done, doneBreak)
  }
  return undefined
}

/** `AsyncParallelBailHook`: the first tap (by order, not by time) with a result or error wins. */
const parallelBail: Content = (frame, { onError, onResult, onDone }) => {
  const results: ({ result?: unknown; error?: unknown } | undefined)[] = new Array(
    frame.compiled.length,
  )
  const checkDone = (): boolean => {
    for (let i = 0; i < results.length; i++) {
      const item = results[i]
      if (item === undefined) return false
      if (item.result !== undefined) {
        onResult(item.result)
        return true
      }
      if (item.error) {
        onError(item.error)
        return true
      }
    }
    return false
  }
  return callTapsParallel(frame, {
    onError: (index, error, done, doneBreak) => {
      let settled = false
      if (index < results.length) {
        results.length = index + 1
        results[index] = { error }
        settled = checkDone()
      }
      if (settled) doneBreak(true)
      else done()
    },
    onResult: (index, result, done, doneBreak) => {
      let settled = false
      if (index < results.length) {
        if (result !== undefined) results.length = index + 1
        results[index] = { result }
        settled = checkDone()
      }
      if (settled) doneBreak(true)
      else done()
    },
    onTap: (index, run, done) => (index > 0 && index >= results.length ? done() : run()),
    onDone,
  })
}

const bail =
  (onResult: Handle): TapsHandle =>
  (_index, result, next) =>
    result !== undefined ? onResult(result) : next()

const waterfall =
  (frame: Frame): TapsHandle =>
  (_index, result, next) => {
    if (result !== undefined) frame.args[0] = result
    return next()
  }

const syncError =
  (onError: Handle): TapsHandle =>
  (_index, error) =>
    onError(error)

const asyncError =
  (onError: Handle): TapsHandle =>
  (_index, error, _next, doneBreak) => {
    onError(error)
    return doneBreak(true)
  }

/** Each hook class's `content()`: how its taps are walked and what ends the call. */
const CONTENT: Record<HookKind, Content> = {
  SyncHook: (frame, { onError, onDone, rethrowIfPossible }) =>
    callTapsSeries(frame, { onError: syncError(onError), onDone, rethrowIfPossible }),
  SyncBailHook: (frame, { onError, onResult, onDone, rethrowIfPossible }) =>
    callTapsSeries(frame, {
      onError: syncError(onError),
      onResult: bail(onResult),
      onDone,
      rethrowIfPossible,
    }),
  SyncWaterfallHook: (frame, { onError, onResult, rethrowIfPossible }) =>
    callTapsSeries(frame, {
      onError: syncError(onError),
      onResult: waterfall(frame),
      onDone: () => onResult(frame.args[0]),
      rethrowIfPossible,
    }),
  SyncLoopHook: (frame, { onError, onDone, rethrowIfPossible }) =>
    callTapsLooping(frame, { onError: syncError(onError), onDone, rethrowIfPossible }),
  AsyncParallelHook: (frame, { onError, onDone }) =>
    callTapsParallel(frame, { onError: asyncError(onError), onDone }),
  AsyncParallelBailHook: parallelBail,
  AsyncSeriesHook: (frame, { onError, onDone }) =>
    callTapsSeries(frame, { onError: asyncError(onError), onDone }),
  AsyncSeriesBailHook: (frame, { onError, onResult, onDone }) =>
    callTapsSeries(frame, { onError: asyncError(onError), onResult: bail(onResult), onDone }),
  AsyncSeriesLoopHook: (frame, { onError, onDone }) =>
    callTapsLooping(frame, { onError: asyncError(onError), onDone }),
  AsyncSeriesWaterfallHook: (frame, { onError, onResult }) =>
    callTapsSeries(frame, {
      onError: asyncError(onError),
      onResult: waterfall(frame),
      onDone: () => onResult(frame.args[0]),
    }),
}

/** Interceptors' `call` runs first; `error`, `result` and `done` wrap the final handlers. */
function contentWithInterceptors(frame: Frame, content: Content, handlers: ContentHandlers) {
  const { interceptors } = frame
  if (interceptors.length === 0) return content(frame, handlers)
  for (const interceptor of interceptors) {
    if (interceptor.call) interceptor.call(...withContext(frame, interceptor.context))
  }
  return content(frame, {
    onError: (error) => {
      for (const interceptor of interceptors) interceptor.error?.(error)
      return handlers.onError(error)
    },
    onResult: (result) => {
      for (const interceptor of interceptors) interceptor.result?.(result)
      return handlers.onResult(result)
    },
    onDone: () => {
      for (const interceptor of interceptors) interceptor.done?.()
      return handlers.onDone()
    },
    rethrowIfPossible: handlers.rethrowIfPossible,
  })
}

type Callback = (error?: unknown, result?: unknown) => void

/**
 * Returns the `call` (type 'sync'), `callAsync` ('async') or `promise` ('promise') function of
 * a hook of the given kind, as a closure: no `eval`, no `new Function`.
 */
export function compileHookClosure(
  kind: HookKind,
  options: CompileOptions,
): (...args: unknown[]) => unknown {
  const compiled = options.taps.map(({ fn, type, context }) => ({ fn, type, context }))
  const interceptors = [...options.interceptors]
  const live = options.taps
  const argCount = options.args.length
  const needContext = compiled.some((tap) => tap.context)
  const content = CONTENT[kind]
  const frameFor = (raw: readonly unknown[]): Frame => ({
    compiled,
    live,
    interceptors,
    args: Array.from({ length: argCount }, (_, i) => raw[i]),
    context: needContext ? {} : undefined,
  })

  switch (options.type) {
    case 'sync':
      return (...raw) =>
        contentWithInterceptors(frameFor(raw), content, {
          onError: (error) => {
            throw error
          },
          onResult: (result) => result,
          onDone: () => undefined,
          rethrowIfPossible: true,
        })
    case 'async':
      return (...raw) => {
        const callback = raw[argCount] as Callback
        contentWithInterceptors(frameFor(raw), content, {
          onError: (error) => {
            callback(error)
          },
          onResult: (result) => {
            callback(null, result)
          },
          onDone: () => {
            callback()
          },
          rethrowIfPossible: false,
        })
      }
    case 'promise':
      return (...raw) => {
        const frame = frameFor(raw)
        return new Promise((resolve, reject) => {
          // Like tapable: an error raised before the executor returns rejects one tick later.
          let sync = true
          const fail = (error: unknown) => {
            if (sync)
              resolve(
                Promise.resolve().then(() => {
                  throw error
                }),
              )
            else reject(error)
          }
          contentWithInterceptors(frame, content, {
            onError: (error) => {
              fail(error)
            },
            onResult: (result) => {
              resolve(result)
            },
            onDone: () => {
              resolve(undefined)
            },
            rethrowIfPossible: false,
          })
          sync = false
        })
      }
  }
}
