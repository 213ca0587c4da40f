/**
 * The CSP proof: the kernel's hooks run where code generation from strings is forbidden.
 *
 * A Content-Security-Policy without 'unsafe-eval' makes `eval` and `new Function` throw
 * EvalError. V8 does exactly that under node's `--disallow-code-generation-from-strings`, so the
 * fixture scripts are bundled with Vite (lib mode, browser resolution, as a page would load them)
 * and run under that flag. A browser page served with a CSP header will join this proof later.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOOK_KINDS, type HookKind } from '../../kernel/src/hooks/HOOK_KINDS.js'
import type { HookKindsReport } from './fixtures/runAllHookKinds.js'

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
const NO_CODE_GENERATION = '--disallow-code-generation-from-strings'
const run = promisify(execFile)

interface FixtureOutput {
  codeGeneration: { newFunction: string; eval: string }
  firstCall?: string
  report?: HookKindsReport
  crashed?: string
}

async function bundle(entry: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: FIXTURES,
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: join(FIXTURES, `${entry}.ts`), formats: ['es'], fileName: () => 'bundle.mjs' },
    },
  })
  return join(outDir, 'bundle.mjs')
}

async function runBundle(file: string, flags: string[]): Promise<FixtureOutput> {
  const { stdout } = await run(process.execPath, [...flags, file], { timeout: 15_000 })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as FixtureOutput
}

/** What each kind answers in the fixture's scenario (see ANSWERS in runAllHookKinds.ts). */
const EXPECTED_RESULT: Record<HookKind, unknown> = {
  SyncHook: undefined,
  SyncBailHook: 'bail answer',
  AsyncSeriesHook: undefined,
  AsyncSeriesBailHook: 'promise answer',
  AsyncSeriesWaterfallHook: 7,
}

/** The taps that must have run, in order, with their arguments. */
const EXPECTED_TAPS: Record<HookKind, string[]> = {
  SyncHook: ['syncTap#0(1,one)', 'secondSyncTap#0(1,one)'],
  SyncBailHook: ['syncTap#0(1,one)', 'secondSyncTap#0(1,one)'],
  AsyncSeriesHook: ['syncTap#0(1,one)', 'asyncTap#0(1,one)', 'promiseTap#0(1,one)'],
  AsyncSeriesBailHook: ['syncTap#0(1,one)', 'asyncTap#0(1,one)', 'promiseTap#0(1,one)'],
  AsyncSeriesWaterfallHook: ['syncTap#0(1,one)', 'asyncTap#0(2,one)', 'promiseTap#0(4,one)'],
}

describe('kernel hooks under a policy without unsafe-eval (node --disallow-code-generation-from-strings)', () => {
  let outDir = ''
  let cspSafe: FixtureOutput
  let tapableUnderPolicy: FixtureOutput
  let tapableReference: FixtureOutput

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'appkit-csp-'))
    const cspSafeBundle = await bundle('cspSafeEntry', join(outDir, 'cspSafe'))
    const tapableBundle = await bundle('tapableEntry', join(outDir, 'tapable'))
    ;[cspSafe, tapableUnderPolicy, tapableReference] = await Promise.all([
      runBundle(cspSafeBundle, [NO_CODE_GENERATION]),
      runBundle(tapableBundle, [NO_CODE_GENERATION]),
      runBundle(tapableBundle, []),
    ])
  }, 60_000)

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true })
  })

  it('the fixture itself cannot generate code: new Function and eval throw EvalError', () => {
    expect(cspSafe.codeGeneration).toEqual({ newFunction: 'EvalError', eval: 'EvalError' })
  })

  it('control: plain tapable under the same policy throws EvalError on its first call', () => {
    expect(tapableUnderPolicy.codeGeneration).toEqual({
      newFunction: 'EvalError',
      eval: 'EvalError',
    })
    expect(tapableUnderPolicy.firstCall).toMatch(/^EvalError: /)
  })

  it('every hook kind the kernel uses runs under the policy', () => {
    expect(cspSafe.crashed).toBeUndefined()
    expect(Object.keys(cspSafe.report ?? {})).toEqual([...HOOK_KINDS])
  })

  it.each(HOOK_KINDS)('%s gives the right result, tap order and interceptor calls', (kind) => {
    const calls = cspSafe.report![kind]
    const ways = kind.startsWith('Sync')
      ? ['call', 'callAsync', 'promise']
      : ['callAsync', 'promise']
    expect(Object.keys(calls).filter((via) => !via.includes('failing'))).toEqual(ways)
    for (const via of ways) {
      const { log, result, error } = calls[via]!
      expect({ via, error, result }).toEqual({
        via,
        error: undefined,
        result: EXPECTED_RESULT[kind],
      })
      expect(log.filter((line) => /^\w+Tap#/.test(line))).toEqual(EXPECTED_TAPS[kind])
      expect(log[0]).toBe('interceptor.call(1,one)')
      expect(log).toContain('interceptor.tap(syncTap)')
      expect(log.at(-1)).toBe(
        EXPECTED_RESULT[kind] === undefined
          ? 'interceptor.done'
          : `interceptor.result(${EXPECTED_RESULT[kind]})`,
      )
    }
  })

  it.each(HOOK_KINDS)(
    '%s reports an error thrown by a tap to the caller and the interceptor',
    (kind) => {
      const calls = cspSafe.report![kind]
      const failing = Object.entries(calls).filter(([via]) => via.includes('failing'))
      expect(failing.length).toBe(kind.startsWith('Sync') ? 3 : 2)
      for (const [via, { log, error }] of failing) {
        expect(error).toBe(`syncTap failed in ${kind}`)
        // call() rethrows a sync tap's error as is; callAsync and promise report it to interceptors.
        if (!via.startsWith('call ')) expect(log).toContain(`interceptor.error(${error})`)
      }
    },
  )

  it('every result and log is identical to plain tapable run where code generation is allowed', () => {
    expect(tapableReference.codeGeneration).toEqual({ newFunction: 'allowed', eval: 'allowed' })
    expect(tapableReference.firstCall).toBe('ok')
    expect(cspSafe.report).toEqual(tapableReference.report)
  })
})
