import { readFileSync } from 'node:fs'
import * as tapable from 'tapable'
import { afterEach, describe, expect, it } from 'vitest'
import { createHooks, type KernelHookName } from './hooks.js'

const hookKind = (hook: object) => (hook.constructor as { name: string }).name

/** The notifications DESIGN.md and the kernel brief name: past tense, SyncHook. */
const NOTIFICATIONS = [
  'pluginInstalled',
  'connected',
  'accountChanged',
  'chainChanged',
  'disconnected',
  'viewChanged',
  'modalOpened',
  'modalClosed',
  'errorReported',
  'alertShown',
  'requestStarted',
  'requestFinished',
  'eventTracked',
  'featuresResolved',
  'networkSwitched',
  'transactionChanged',
]

const IRREGULAR_PARTICIPLES = ['Shown', 'Sent', 'Done']

/** DESIGN.md's grammar: which hook kind a name must be. */
function kindForName(name: string): string[] {
  if (/^(before|after)[A-Z]/.test(name)) return ['AsyncSeriesHook']
  if (/^should[A-Z]/.test(name)) return ['SyncBailHook']
  if (/^resolve[A-Z]/.test(name)) return ['AsyncSeriesBailHook']
  const lastWord = name.match(/[A-Z]?[a-z]+$/)?.[0] ?? ''
  if (lastWord.endsWith('ed') || IRREGULAR_PARTICIPLES.includes(lastWord)) return ['SyncHook']
  return ['AsyncSeriesWaterfallHook']
}

describe('createHooks', () => {
  it('declares the lifecycles, notifications, decisions, answers and waterfalls', () => {
    const hooks = createHooks()
    const lifecycles = [
      'beforeConnect',
      'afterConnect',
      'beforeDisconnect',
      'afterDisconnect',
      'beforeSwitchNetwork',
      'afterSwitchNetwork',
    ]
    const others = ['shouldShowView', 'shouldCloseModal', 'resolveRpc', 'remoteConfig']
    expect(Object.keys(hooks).sort()).toEqual([...lifecycles, ...NOTIFICATIONS, ...others].sort())
    for (const name of NOTIFICATIONS)
      expect(hookKind(hooks[name as KernelHookName])).toBe('SyncHook')
  })

  it('names follow the grammar: before*/after* AsyncSeries, should* SyncBail, resolve* AsyncSeriesBail, past tense SyncHook, nouns waterfalls', () => {
    const hooks = createHooks()
    for (const [name, hook] of Object.entries(hooks)) {
      expect({ name, kind: hookKind(hook) }).toEqual({
        name,
        kind: expect.toSatisfy((kind: string) => kindForName(name).includes(kind)),
      })
      expect(hook.name).toBe(name)
    }
  })

  it('the grammar check rejects a misnamed hook', () => {
    expect(kindForName('beforeOpen')).toEqual(['AsyncSeriesHook'])
    expect(kindForName('connected')).toEqual(['SyncHook'])
    expect(kindForName('shouldEmit')).not.toContain('SyncHook')
    expect(kindForName('remoteConfig')).not.toContain('SyncHook')
  })

  it('is frozen: a hook cannot be added, replaced or removed', () => {
    const hooks = createHooks()
    expect(Object.isFrozen(hooks)).toBe(true)
    const loose = hooks as unknown as Record<string, unknown>
    expect(() => {
      loose.extra = new tapable.SyncHook<[]>([])
    }).toThrow(TypeError)
    expect(() => {
      loose.connected = undefined
    }).toThrow(TypeError)
    expect(() => delete loose.connected).toThrow(TypeError)
    expect(Reflect.set(loose, 'extra', 1)).toBe(false)
  })

  it('two createHooks() calls share no hooks and no taps', async () => {
    const first = createHooks()
    const second = createHooks()
    for (const name of Object.keys(first) as KernelHookName[]) {
      expect(first[name]).not.toBe(second[name])
    }
    const seen: string[] = []
    first.connected.tap('test', (info) => void seen.push(info.namespace))
    first.resolveRpc.tapPromise('test', async ({ method }) => `first:${method}`)
    second.connected.call({
      namespace: 'solana',
      connection: { connectorId: 'x', accounts: [], caipNetwork: {} as never },
    })
    expect(seen).toEqual([])
    expect(second.connected.isUsed()).toBe(false)
    expect(await second.resolveRpc.promise({ namespace: 'eip155', method: 'eth_chainId' })).toBe(
      undefined,
    )
    expect(await first.resolveRpc.promise({ namespace: 'eip155', method: 'eth_chainId' })).toBe(
      'first:eth_chainId',
    )
  })

  it('every hook has a JSDoc line saying when the kernel fires it', () => {
    const source = readFileSync(new URL('./hooks.ts', import.meta.url), 'utf8').split('\n')
    for (const name of Object.keys(createHooks())) {
      const line = source.findIndex((text) => text.trimStart().startsWith(`${name}:`))
      expect(line, name).toBeGreaterThan(0)
      expect(source[line - 1]?.trim(), name).toMatch(/^\/\*\*.+\*\/$/)
    }
  })
})

describe('createHooks under a policy that forbids code generation', () => {
  const realFunction = globalThis.Function
  afterEach(() => {
    globalThis.Function = realFunction
  })
  const forbidFunction = () => {
    globalThis.Function = new Proxy(realFunction, {
      construct() {
        throw new EvalError('Code generation from strings disallowed for this context')
      },
      apply() {
        throw new EvalError('Code generation from strings disallowed for this context')
      },
    })
  }

  it('control: plain tapable compiles with new Function, so its first call throws', () => {
    const hook = new tapable.SyncHook<[number]>(['n'])
    hook.tap('x', () => undefined)
    forbidFunction()
    expect(() => hook.call(1)).toThrow(EvalError)
  })

  it('every kernel hook compiles and runs without new Function', async () => {
    const hooks = createHooks()
    const taps: string[] = []
    for (const [name, hook] of Object.entries(hooks)) {
      hook.intercept({ call: () => void taps.push(`${name}:call`) })
    }
    forbidFunction()
    const pending: Promise<unknown>[] = []
    for (const [name, hook] of Object.entries(hooks)) {
      const args = name === 'remoteConfig' ? [{ features: [] }] : [{}]
      const loose = hook as unknown as {
        call?: (...args: unknown[]) => unknown
        promise: (...args: unknown[]) => Promise<unknown>
      }
      if (loose.call) loose.call(...args)
      else pending.push(loose.promise(...args))
    }
    await Promise.all(pending)
    expect(taps).toEqual(Object.keys(hooks).map((name) => `${name}:call`))
  })
})
