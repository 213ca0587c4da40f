/**
 * Named tap stages: tapable runs lower stages first, and taps of one stage in the order they
 * were added. Tap with `{ name, stage: STAGES.EARLY }` rather than a bare number.
 */
export const STAGES = {
  /** Before everything else, e.g. devtools recording what every later tap sees. */
  FIRST: -100,
  /** Before ordinary plugins, e.g. a guard that must decide first. */
  EARLY: -10,
  /** What a tap gets when it names no stage. */
  DEFAULT: 0,
  /** After ordinary plugins, e.g. a fallback answer. */
  LATE: 10,
  /** After everything else, e.g. the kernel's own default. */
  LAST: 100,
} as const

export type StageName = keyof typeof STAGES
export type Stage = (typeof STAGES)[StageName]
