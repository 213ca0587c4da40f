/** The hook kinds the kernel declares its hooks with; the CSP-safe runtime covers these only. */
export const HOOK_KINDS = [
  'SyncHook',
  'SyncBailHook',
  'AsyncSeriesHook',
  'AsyncSeriesBailHook',
  'AsyncSeriesWaterfallHook',
] as const

export type HookKind = (typeof HOOK_KINDS)[number]
