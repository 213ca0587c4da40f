import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEVTOOLS_PLUGIN_NAME, devtools } from './devtools.js'
import { createTestKit } from './testing/createTestKit.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  vi.restoreAllMocks()
})

function kit() {
  const created = createTestKit()
  cleanups.push(() => created.destroy())
  return created
}

describe('devtools() plugin', () => {
  it("is a plain plugin named 'appkit:devtools' whose capture exists once installed", () => {
    const plugin = devtools({ production: false })
    expect(plugin.name).toBe(DEVTOOLS_PLUGIN_NAME)
    expect(plugin.getCapture()).toBeUndefined()
    expect(() => plugin.exportSession()).toThrow('devtools is not installed')
    const seen: unknown[] = []
    plugin.onCapture((capture) => seen.push(capture))
    const app = kit().use(plugin)
    expect(app.plugins()).toContain('appkit:devtools')
    const connectors = plugin.getCapture()?.getState().live.state.connectors
    expect(connectors?.map((connector) => connector.id)).toEqual(['test.wallet'])
    expect(seen).toEqual([plugin.getCapture()])
  })

  it('attaches interceptors to the kernel hooks: the kit has no reference to it', async () => {
    const plugin = devtools({ production: false })
    const app = kit().use(plugin)
    await app.connect('test.wallet')
    const names = plugin.exportSession().events.map((e) => e.name)
    expect(names).toEqual(expect.arrayContaining(['beforeConnect', 'connected', 'afterConnect']))
    expect(Object.values(app).includes(plugin)).toBe(false)
  })

  it('kit.destroy() runs its teardown: the capture is detached and recording stops', () => {
    const plugin = devtools({ production: false })
    const app = kit().use(plugin)
    const capture = plugin.getCapture()!
    const seen: unknown[] = []
    plugin.onCapture((c) => seen.push(c))
    app.destroy()
    expect(plugin.getCapture()).toBeUndefined()
    expect(seen).toEqual([undefined])
    const before = capture.getState().live.events.length
    app.hooks.modalClosed.call()
    expect(capture.getState().live.events.length).toBe(before)
  })

  it('one plugin object serves one kit', () => {
    const plugin = devtools({ production: false })
    kit().use(plugin)
    expect(() => kit().use(plugin)).toThrow('already installed on another kit')
  })

  it('two kits with their own plugin share nothing', async () => {
    const first = devtools({ production: false })
    const second = devtools({ production: false })
    const a = kit().use(first)
    kit().use(second)
    await a.connect('test.wallet')
    const secondNames = second.exportSession().events.map((e) => e.name)
    expect(secondNames).not.toContain('connected')
    expect(first.exportSession().events.map((e) => e.name)).toContain('connected')
  })
})

describe('production warning (printed once per page, not per kit)', () => {
  it('importing devtools in a production build warns once, however many kits install it', async () => {
    vi.resetModules()
    const fresh = await import('./devtools.js')
    const { PRODUCTION_WARNING } = await import('./warnInProduction.js')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    kit().use(fresh.devtools({ production: true }))
    kit().use(fresh.devtools({ production: true }))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(PRODUCTION_WARNING)
  })

  it('says nothing in development, and reads the build’s NODE_ENV by default', async () => {
    vi.resetModules()
    const { warnInProduction } = await import('./warnInProduction.js')
    const out = { warn: vi.fn() }
    expect(warnInProduction(false, out)).toBe(false)
    vi.stubEnv('NODE_ENV', 'development')
    expect(warnInProduction(undefined, out)).toBe(false)
    vi.stubEnv('NODE_ENV', 'production')
    expect(warnInProduction(undefined, out)).toBe(true)
    expect(warnInProduction(undefined, out)).toBe(false)
    vi.unstubAllEnvs()
    expect(out.warn).toHaveBeenCalledTimes(1)
  })
})
