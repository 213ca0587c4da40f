import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { BUILT_IN_VIEWS, registerViews } from './registerViews.js'

describe('registerViews', () => {
  it('registers every built-in view lazily and unregisters them', () => {
    const kit = createTestKit()
    const undo = registerViews(kit.router)
    for (const name of Object.keys(BUILT_IN_VIEWS)) expect(kit.router.hasView(name)).toBe(true)
    undo()
    expect(kit.router.hasView('Connect')).toBe(false)
  })

  it("keeps a plugin's view of the same name", async () => {
    const kit = createTestKit()
    const pluginView = { default: () => null }
    kit.router.registerView('Account', async () => pluginView)
    const undo = registerViews(kit.router)
    await expect(kit.router.loadView('Account')).resolves.toBe(pluginView)
    undo()
    expect(kit.router.hasView('Account')).toBe(true)
  })

  it('only registers what is built: other spec views stay unregistered', () => {
    const kit = createTestKit()
    registerViews(kit.router)
    expect(kit.router.hasView('Swap')).toBe(false)
    expect(kit.router.hasView('SIWXSignMessage')).toBe(false)
  })
})
