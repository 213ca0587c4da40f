import * as tapable from 'tapable'
import { describe, expect, it } from 'vitest'
import { AsyncSeriesBailHook } from './AsyncSeriesBailHook.js'
import { AsyncSeriesHook } from './AsyncSeriesHook.js'
import { AsyncSeriesWaterfallHook } from './AsyncSeriesWaterfallHook.js'
import { HOOK_KINDS, type HookKind } from './HOOK_KINDS.js'
import { SyncBailHook } from './SyncBailHook.js'
import { SyncHook } from './SyncHook.js'

/**
 * Every hook kind is run twice on the same scenario: once with tapable's own hooks (code made
 * with `new Function`, allowed in node) and once with the CSP-safe closures. Both runs write
 * everything observable into a log (each tap's arguments, each interceptor callback, the
 * result, whether it came synchronously, and where it fell between microtask ticks), and the
 * logs must be identical.
 */

type TapType = 'sync' | 'async' | 'promise'
type Timing = 'now' | 'micro' | 'macro'
type Outcome =
  | { value: unknown }
  | { error: string }
  | { falsy: 0 | '' | null | false; value?: unknown }
  | { notPromise: unknown }

interface TapSpec {
  name: string
  type: TapType
  /** The outcome of the n-th invocation of this tap; the last one repeats. */
  outcomes: Outcome[]
  timing?: Timing
  stage?: number
  before?: string
}

type InterceptorMethod = 'call' | 'tap' | 'error' | 'result' | 'done'

interface InterceptorSpec {
  methods: InterceptorMethod[]
}

interface Scenario {
  kind: HookKind
  args: unknown[]
  taps: TapSpec[]
  interceptors?: InterceptorSpec[]
  via: 'call' | 'callAsync' | 'promise'
}

type Fn = (...args: unknown[]) => unknown
interface LooseHook {
  tap(options: string | Record<string, unknown>, fn: Fn): unknown
  tapAsync(options: string | Record<string, unknown>, fn: Fn): unknown
  tapPromise(options: string | Record<string, unknown>, fn: Fn): unknown
  intercept(interceptor: Record<string, unknown>): unknown
  call(...args: unknown[]): unknown
  callAsync(...args: unknown[]): void
  promise(...args: unknown[]): Promise<unknown>
}
type MakeHook = (kind: HookKind, argNames: string[]) => LooseHook

const TAPABLE: Record<HookKind, unknown> = {
  SyncHook: tapable.SyncHook,
  SyncBailHook: tapable.SyncBailHook,
  AsyncSeriesHook: tapable.AsyncSeriesHook,
  AsyncSeriesBailHook: tapable.AsyncSeriesBailHook,
  AsyncSeriesWaterfallHook: tapable.AsyncSeriesWaterfallHook,
}

const CSP_SAFE: Record<HookKind, unknown> = {
  SyncHook,
  SyncBailHook,
  AsyncSeriesHook,
  AsyncSeriesBailHook,
  AsyncSeriesWaterfallHook,
}

const makeTapable: MakeHook = (kind, argNames) => {
  const Hook = TAPABLE[kind] as new (args: string[], name: string) => LooseHook
  return new Hook(argNames, kind)
}

const makeCspSafe: MakeHook = (kind, argNames) => {
  const Hook = CSP_SAFE[kind] as new (args: string[], name: string) => LooseHook
  return new Hook(argNames, kind)
}

const show = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => {
    if (item === undefined) return '<undefined>'
    if (item instanceof Error) return `<Error ${item.message}>`
    return item
  })

const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.constructor.name}: ${error.message}`
    : `non-error ${show(error)}`

const isSync = (kind: HookKind) => kind.startsWith('Sync')

/** Runs one scenario on hooks made by `make` and returns everything that happened, in order. */
async function runScenario(scenario: Scenario, make: MakeHook): Promise<string[]> {
  const log: string[] = []
  const hook = make(
    scenario.kind,
    scenario.args.map((_, i) => `arg${i}`),
  )
  let pendingTimers = 0
  let settled = false
  const guard =
    (where: string, fn: Fn): Fn =>
    (...args) => {
      try {
        return fn(...args)
      } catch (error) {
        log.push(`uncaught in ${where}: ${describeError(error)}`)
        return undefined
      }
    }
  const defer = (timing: Timing, fn: () => void) => {
    if (timing === 'micro') queueMicrotask(guard('microtask', fn))
    else {
      pendingTimers++
      setTimeout(() => {
        pendingTimers--
        guard('timer', fn)()
      }, 0)
    }
  }
  /** A thenable over `promise` whose handlers cannot leak an unhandled rejection. */
  const guarded = (promise: Promise<unknown>) => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what tapPromise must return
    then: (onFulfilled: Fn, onRejected: Fn) =>
      promise.then(guard('then', onFulfilled), guard('catch', onRejected)),
  })

  const counts = new Map<string, number>()
  const tapFn =
    (spec: TapSpec): Fn =>
    (...raw) => {
      const n = counts.get(spec.name) ?? 0
      counts.set(spec.name, n + 1)
      const outcome = spec.outcomes[Math.min(n, spec.outcomes.length - 1)]!
      const callback = spec.type === 'async' ? (raw.at(-1) as Fn) : undefined
      const args = callback ? raw.slice(0, -1) : raw
      log.push(`${spec.name}#${n}${show(args)}`)
      const timing = spec.timing ?? 'now'
      if (spec.type === 'sync') {
        if ('error' in outcome) throw new Error(outcome.error)
        if ('falsy' in outcome) throw outcome.falsy
        return 'value' in outcome ? outcome.value : undefined
      }
      if (spec.type === 'async') {
        const settle = () => {
          if ('error' in outcome) callback!(new Error(outcome.error))
          else if ('falsy' in outcome) callback!(outcome.falsy, outcome.value)
          else callback!(null, 'value' in outcome ? outcome.value : undefined)
        }
        if (timing === 'now') settle()
        else defer(timing, settle)
        return undefined
      }
      if ('notPromise' in outcome) return outcome.notPromise
      const settle = () => {
        if ('error' in outcome) throw new Error(outcome.error)
        if ('falsy' in outcome) throw outcome.falsy
        return outcome.value
      }
      if (timing === 'now') {
        const result = 'value' in outcome ? outcome.value : undefined
        return guarded(
          'error' in outcome || 'falsy' in outcome
            ? Promise.reject('error' in outcome ? new Error(outcome.error) : outcome.falsy)
            : Promise.resolve(result),
        )
      }
      if (timing === 'micro') return guarded(Promise.resolve().then(settle))
      return guarded(
        new Promise((resolve) => defer('macro', () => resolve(undefined))).then(settle),
      )
    }

  for (const spec of scenario.taps) {
    const options: Record<string, unknown> = { name: spec.name }
    if (spec.stage !== undefined) options.stage = spec.stage
    if (spec.before !== undefined) options.before = spec.before
    const useString = Object.keys(options).length === 1
    const register = { sync: hook.tap, async: hook.tapAsync, promise: hook.tapPromise }[spec.type]
    register.call(hook, useString ? spec.name : options, tapFn(spec))
  }
  for (const [k, spec] of (scenario.interceptors ?? []).entries()) {
    const interceptor: Record<string, unknown> = {}
    for (const method of spec.methods) {
      interceptor[method] = (...args: unknown[]) => {
        if (method === 'tap') {
          const tap = args.at(-1) as { name: string; type: string }
          log.push(`I${k}.tap ${tap.name}/${tap.type}`)
        } else if (method === 'error') log.push(`I${k}.error ${describeError(args[0])}`)
        else log.push(`I${k}.${method} ${show(args)}`)
      }
    }
    hook.intercept(interceptor)
  }

  const ticks = () => {
    let chain = Promise.resolve()
    for (let i = 1; i <= 6; i++) chain = chain.then(() => void log.push(`tick${i}`))
  }
  try {
    if (scenario.via === 'call') {
      const result = hook.call(...scenario.args)
      log.push(`returned ${show(result)}`)
      settled = true
    } else if (scenario.via === 'callAsync') {
      hook.callAsync(...scenario.args, (...cbArgs: unknown[]) => {
        log.push(`callback/${cbArgs.length} ${show(cbArgs)}`)
        settled = true
      })
      log.push('callAsync returned')
    } else {
      hook.promise(...scenario.args).then(
        (value) => {
          log.push(`resolved ${show(value)}`)
          settled = true
        },
        (error: unknown) => {
          log.push(`rejected ${describeError(error)}`)
          settled = true
        },
      )
      log.push('promise returned')
    }
  } catch (error) {
    log.push(`threw ${describeError(error)}`)
    settled = true
  }
  ticks()
  for (let turn = 0; turn < 100 && (!settled || pendingTimers > 0); turn++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (!settled) log.push('never settled')
  return log
}

async function expectSameAsTapable(scenario: Scenario): Promise<string[]> {
  const expected = await runScenario(scenario, makeTapable)
  const actual = await runScenario(scenario, makeCspSafe)
  expect(actual, JSON.stringify(scenario)).toEqual(expected)
  return actual
}

const sync = (name: string, ...outcomes: Outcome[]): TapSpec => ({
  name,
  type: 'sync',
  outcomes: outcomes.length ? outcomes : [{ value: undefined }],
})
const async = (name: string, timing: Timing, ...outcomes: Outcome[]): TapSpec => ({
  name,
  type: 'async',
  timing,
  outcomes: outcomes.length ? outcomes : [{ value: undefined }],
})
const promise = (name: string, timing: Timing, ...outcomes: Outcome[]): TapSpec => ({
  name,
  type: 'promise',
  timing,
  outcomes: outcomes.length ? outcomes : [{ value: undefined }],
})
const ALL_METHODS: InterceptorMethod[] = ['call', 'tap', 'error', 'result', 'done']

describe('compileCall: the same semantics as tapable, rule by rule', () => {
  it('SyncHook runs every tap in order with the call arguments and returns undefined', async () => {
    const log = await expectSameAsTapable({
      kind: 'SyncHook',
      args: [1, 2],
      taps: [sync('a', { value: 'ignored' }), sync('b')],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'call',
    })
    expect(log.slice(0, 6)).toEqual([
      'I0.call [1,2]',
      'I0.tap a/sync',
      'a#0[1,2]',
      'I0.tap b/sync',
      'b#0[1,2]',
      'I0.done []',
    ])
    expect(log).toContain('returned "<undefined>"')
  })

  it('errors thrown by sync taps propagate out of call() and stop later taps', async () => {
    const log = await expectSameAsTapable({
      kind: 'SyncHook',
      args: [1],
      taps: [sync('a', { error: 'boom' }), sync('b')],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'call',
    })
    expect(log).toContain('threw Error: boom')
    expect(log.some((line) => line.startsWith('b#'))).toBe(false)
  })

  it('errors thrown by sync taps reach the callback and the error interceptor in callAsync', async () => {
    const log = await expectSameAsTapable({
      kind: 'SyncHook',
      args: [1],
      taps: [sync('a', { error: 'boom' }), sync('b')],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'callAsync',
    })
    expect(log).toContain('I0.error Error: boom')
    expect(log).toContain('callback/1 ["<Error boom>"]')
  })

  it('bail: the first non-undefined result is returned and later taps do not run', async () => {
    const log = await expectSameAsTapable({
      kind: 'SyncBailHook',
      args: ['x'],
      taps: [sync('a'), sync('b', { value: false }), sync('c', { value: true })],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'call',
    })
    expect(log).toContain('I0.result [false]')
    expect(log).toContain('returned false')
    expect(log.some((line) => line.startsWith('c#'))).toBe(false)
    expect(log).not.toContain('I0.done []')
  })

  it('bail: without an answer the done interceptor runs and the result is undefined', async () => {
    const log = await expectSameAsTapable({
      kind: 'AsyncSeriesBailHook',
      args: ['x'],
      taps: [sync('a'), async('b', 'macro'), promise('c', 'micro')],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'promise',
    })
    expect(log).toContain('I0.done []')
    expect(log).toContain('resolved "<undefined>"')
  })

  it('waterfall passes a tap result to the next tap when it is not undefined', async () => {
    const log = await expectSameAsTapable({
      kind: 'AsyncSeriesWaterfallHook',
      args: [1, 'second'],
      taps: [sync('a', { value: 2 }), sync('b'), sync('c', { value: 3 })],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'promise',
    })
    expect(log.filter((line) => /^[abc]#/.test(line))).toEqual([
      'a#0[1,"second"]',
      'b#0[2,"second"]',
      'c#0[2,"second"]',
    ])
    expect(log).toContain('resolved 3')
    expect(log).not.toContain('I0.done []')
  })

  it('async waterfall mixes sync, callback and promise taps', async () => {
    const log = await expectSameAsTapable({
      kind: 'AsyncSeriesWaterfallHook',
      args: ['start'],
      taps: [
        sync('a', { value: 'A' }),
        async('b', 'macro', { value: 'B' }),
        promise('c', 'now', { value: undefined }),
      ],
      interceptors: [{ methods: ALL_METHODS }],
      via: 'callAsync',
    })
    expect(log).toContain('c#0["B"]')
    expect(log).toContain('callback/2 [null,"B"]')
  })

  it('callback style: a falsy error is success, a rejection with a falsy value becomes an Error', async () => {
    const callbackLog = await expectSameAsTapable({
      kind: 'AsyncSeriesBailHook',
      args: [],
      taps: [async('a', 'now', { falsy: 0, value: 'kept' })],
      via: 'callAsync',
    })
    expect(callbackLog).toContain('callback/2 [null,"kept"]')
    const promiseLog = await expectSameAsTapable({
      kind: 'AsyncSeriesHook',
      args: [],
      taps: [promise('a', 'now', { falsy: null })],
      via: 'promise',
    })
    expect(promiseLog).toContain('rejected Error: Tap function (tapPromise) rejects "null" value')
  })

  it('tapPromise taps must return a promise', async () => {
    const log = await expectSameAsTapable({
      kind: 'AsyncSeriesHook',
      args: [],
      taps: [promise('a', 'now', { notPromise: 42 })],
      via: 'callAsync',
    })
    expect(log).toContain(
      'threw Error: Tap function (tapPromise) did not return promise (returned 42)',
    )
  })

  it('stages and before order the taps', async () => {
    const log = await expectSameAsTapable({
      kind: 'SyncHook',
      args: ['x'],
      taps: [
        { ...sync('late'), stage: 10 },
        { ...sync('early'), stage: -10 },
        { ...sync('first'), before: 'early' },
      ],
      interceptors: [{ methods: ['call', 'tap'] }],
      via: 'call',
    })
    expect(log.filter((line) => /^\w+#/.test(line))).toEqual([
      'first#0["x"]',
      'early#0["x"]',
      'late#0["x"]',
    ])
  })

  it('a register interceptor may replace a tap (handled by tapable itself)', async () => {
    for (const make of [makeTapable, makeCspSafe]) {
      const hook = make('SyncBailHook', ['value'])
      hook.tap('double', (value) => (value as number) * 2)
      hook.intercept({
        register: (tap: { fn: Fn }) => ({ ...tap, fn: (value: number) => value * 10 }),
      })
      expect(hook.call(4)).toBe(40)
    }
  })

  it('isUsed and withOptions are tapable API and keep working', () => {
    const hook = new SyncHook<[string[]]>(['list'])
    expect(hook.isUsed()).toBe(false)
    const late = hook.withOptions({ stage: 10 })
    late.tap('late', (list) => void list.push('late'))
    hook.tap('default', (list) => void list.push('default'))
    expect(hook.isUsed()).toBe(true)
    const list: string[] = []
    hook.call(list)
    expect(list).toEqual(['default', 'late'])
  })

  it('sync hooks refuse tapAsync and tapPromise, waterfalls need an argument (tapable checks)', () => {
    const hook = new SyncHook<[]>([]) as unknown as LooseHook
    expect(() => hook.tapAsync('x', () => undefined)).toThrow(
      'tapAsync is not supported on a SyncHook',
    )
    expect(() => new AsyncSeriesWaterfallHook([] as never)).toThrow(
      'Waterfall hooks must have at least one argument',
    )
  })

  it('more taps than the unrolled fast path: every tap runs, the first answer bails', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f']
    for (const args of [[], ['x'], ['x', 'y']]) {
      await expectSameAsTapable({
        kind: 'SyncHook',
        args,
        taps: six.map((name) => sync(name)),
        via: 'call',
      })
      const log = await expectSameAsTapable({
        kind: 'SyncBailHook',
        args,
        taps: six.map((name) => (name === 'e' ? sync(name, { value: 'answer' }) : sync(name))),
        via: 'call',
      })
      expect(log).toContain('returned "answer"')
      expect(log.some((line) => line.startsWith('f#'))).toBe(false)
    }
  })

  it('a new tap after a call recompiles: the next call sees it', () => {
    const hook = new SyncBailHook<[number], number | undefined>(['n'])
    hook.tap('first', () => undefined)
    expect(hook.call(1)).toBeUndefined()
    hook.tap('answer', (n) => n + 1)
    expect(hook.call(1)).toBe(2)
  })
})

/** A small seeded generator, so a failing scenario can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, pick }
}

function randomScenario(kind: HookKind, seed: number): Scenario {
  const { next, pick } = random(seed)
  const waterfall = kind.includes('Waterfall')
  const tapCount = Math.floor(next() * 5)
  const taps: TapSpec[] = []
  for (let i = 0; i < tapCount; i++) {
    const type: TapType = isSync(kind) ? 'sync' : pick(['sync', 'async', 'promise'] as const)
    const outcome = (): Outcome => {
      const roll = next()
      if (roll < 0.45) return { value: undefined }
      if (roll < 0.75) return { value: `t${i}:${Math.floor(next() * 100)}` }
      if (roll < 0.9) return { error: `e${i}` }
      if (roll < 0.95 || type !== 'promise' || i > 0) return { falsy: pick([0, '', null, false]) }
      return { notPromise: pick([1, 'text', null]) }
    }
    const outcomes = Array.from({ length: 1 + Math.floor(next() * 3) }, outcome)
    const spec: TapSpec = { name: `t${i}`, type, outcomes, timing: pick(['now', 'micro', 'macro']) }
    if (next() < 0.25) spec.stage = pick([-1, 0, 1])
    if (i > 0 && next() < 0.15) spec.before = `t${Math.floor(next() * i)}`
    taps.push(spec)
  }
  const interceptors = Array.from({ length: Math.floor(next() * 3) }, () => ({
    methods: ALL_METHODS.filter(() => next() < 0.6),
  }))
  const via = isSync(kind)
    ? pick(['call', 'callAsync', 'promise'] as const)
    : pick(['callAsync', 'promise'] as const)
  const argCount = waterfall ? 1 + Math.floor(next() * 2) : Math.floor(next() * 3)
  return {
    kind,
    args: Array.from({ length: argCount }, (_, i) => `a${i}`),
    taps,
    interceptors,
    via,
  }
}

describe('compileCall: identical to tapable on random scenarios', () => {
  it.each(HOOK_KINDS)('%s: 150 random scenarios give identical logs', async (kind) => {
    for (let seed = 1; seed <= 150; seed++) {
      await expectSameAsTapable(randomScenario(kind, seed * 7919 + kind.length))
    }
  })
})
