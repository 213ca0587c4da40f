import {
  AsyncParallelBailHook,
  AsyncParallelHook,
  AsyncSeriesBailHook,
  AsyncSeriesHook,
  AsyncSeriesLoopHook,
  AsyncSeriesWaterfallHook,
  SyncBailHook,
  SyncHook,
  SyncLoopHook,
  SyncWaterfallHook,
} from 'tapable'
import { type CompileOptions, compileHookClosure, type HookKind } from './compileHookClosure.js'

export type {
  AsyncParallelBailHook,
  AsyncParallelHook,
  AsyncSeriesBailHook,
  AsyncSeriesHook,
  AsyncSeriesLoopHook,
  AsyncSeriesWaterfallHook,
  SyncBailHook,
  SyncHook,
  SyncLoopHook,
  SyncWaterfallHook,
} from 'tapable'

/** One name per hook argument (tapable keeps them as labels; their count is the arity). */
export type HookArgNames<T extends unknown[]> = { readonly [K in keyof T]: string }

type TapableArgNames<T extends unknown[]> = ConstructorParameters<typeof SyncHook<T>>[0]

const toTapable = <T extends unknown[]>(args: HookArgNames<T>) =>
  args as unknown as TapableArgNames<T>

/**
 * Makes a real tapable hook safe under a Content-Security-Policy without 'unsafe-eval': its
 * `compile` returns a closure (see `compileHookClosure`) instead of `new Function` code. The rest
 * of tapable's API (tap, tapAsync, tapPromise, intercept, stage, before, isUsed, withOptions) is
 * tapable's own.
 */
export function cspSafe<H extends object>(hook: H, kind: HookKind): H {
  const compilable = hook as unknown as { compile: (options: CompileOptions) => unknown }
  compilable.compile = (options) => compileHookClosure(kind, options)
  return hook
}

/** Taps run in order; the result is ignored. */
export function createSyncHook<T extends unknown[]>(args: HookArgNames<T>, name?: string) {
  return cspSafe(new SyncHook<T>(toTapable(args), name), 'SyncHook')
}

/** Taps run in order until one returns something other than `undefined`: that is the result. */
export function createSyncBailHook<T extends unknown[], R>(args: HookArgNames<T>, name?: string) {
  return cspSafe(new SyncBailHook<T, R>(toTapable(args), name), 'SyncBailHook')
}

/** Each tap's non-undefined result replaces the first argument; the result is its last value. */
export function createSyncWaterfallHook<T extends [unknown, ...unknown[]]>(
  args: HookArgNames<T>,
  name?: string,
) {
  return cspSafe(new SyncWaterfallHook<T>(toTapable(args), name), 'SyncWaterfallHook')
}

/** Taps run in order; when one returns non-undefined, the round restarts from the first tap. */
export function createSyncLoopHook<T extends unknown[]>(args: HookArgNames<T>, name?: string) {
  return cspSafe(new SyncLoopHook<T>(toTapable(args), name), 'SyncLoopHook')
}

/** All taps start at once; done when all are done, or at the first error. */
export function createAsyncParallelHook<T extends unknown[]>(args: HookArgNames<T>, name?: string) {
  return cspSafe(new AsyncParallelHook<T>(toTapable(args), name), 'AsyncParallelHook')
}

/** All taps start at once; the earliest-registered tap that answers or fails decides. */
export function createAsyncParallelBailHook<T extends unknown[], R>(
  args: HookArgNames<T>,
  name?: string,
) {
  return cspSafe(new AsyncParallelBailHook<T, R>(toTapable(args), name), 'AsyncParallelBailHook')
}

/** Taps run one after another; the first error stops the series. */
export function createAsyncSeriesHook<T extends unknown[]>(args: HookArgNames<T>, name?: string) {
  return cspSafe(new AsyncSeriesHook<T>(toTapable(args), name), 'AsyncSeriesHook')
}

/** Taps run one after another until one answers something other than `undefined`. */
export function createAsyncSeriesBailHook<T extends unknown[], R>(
  args: HookArgNames<T>,
  name?: string,
) {
  return cspSafe(new AsyncSeriesBailHook<T, R>(toTapable(args), name), 'AsyncSeriesBailHook')
}

/** Taps run one after another; a non-undefined answer restarts from the first tap. */
export function createAsyncSeriesLoopHook<T extends unknown[]>(
  args: HookArgNames<T>,
  name?: string,
) {
  return cspSafe(new AsyncSeriesLoopHook<T>(toTapable(args), name), 'AsyncSeriesLoopHook')
}

/** Taps run one after another, each non-undefined answer replacing the first argument. */
export function createAsyncSeriesWaterfallHook<T extends [unknown, ...unknown[]]>(
  args: HookArgNames<T>,
  name?: string,
) {
  return cspSafe(new AsyncSeriesWaterfallHook<T>(toTapable(args), name), 'AsyncSeriesWaterfallHook')
}
