/** Removes what a registration added; calling it again does nothing. */
export type Undo = () => void

export type TapType = 'sync' | 'async' | 'promise'

/** Where a tap runs: lower stages first; `before` names taps it must precede. */
export interface TapOptions {
  stage?: number
  before?: string | readonly string[]
}

export type Tap = TapOptions & { name: string }

/** A registered tap, as interceptors see it (tapable's `FullTap`). */
export type FullTap = Tap & {
  type: TapType
  // biome-ignore lint/complexity/noBannedTypes: a tap's own signature depends on its type
  fn: Function
}

/** The labels of a hook's arguments: their count is the hook's arity. */
export type HookArgNames<T extends unknown[]> = { readonly [K in keyof T]: string }

export type Callback<R> = (error: Error | null, result?: R) => void
export type InnerCallback<R> = (error?: Error | null | false, result?: R) => void

/** tapable's interceptor: observes calls, taps, errors and results. */
export interface HookInterceptor<T extends unknown[], R> {
  name?: string
  /** When the hook is called, before any tap runs. */
  call?: (...args: T) => void
  /** Before each tap runs. */
  tap?: (tap: FullTap) => void
  /** When a tap is registered: may return a replacement. */
  register?: (tap: FullTap) => FullTap | undefined
  error?: (error: Error) => void
  result?: (result: R) => void
  done?: () => void
}
