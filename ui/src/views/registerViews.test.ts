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

  it('registers Connect, and no other built-in view, as one the modal may render before it opens', () => {
    const kit = createTestKit()
    registerViews(kit.router)
    const prerendered = Object.keys(BUILT_IN_VIEWS).filter((name) =>
      kit.router.prerendersView(name),
    )
    expect(prerendered).toEqual(['Connect'])
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

  it('two providers of one kit share the built-in views: one unmounting leaves them to the other', () => {
    const kit = createTestKit()
    const first = registerViews(kit.router)
    const second = registerViews(kit.router)
    first()
    expect(kit.router.hasView('Connect')).toBe(true)
    second()
    expect(kit.router.hasView('Connect')).toBe(false)
  })

  it('registers per kit: another kit has none of them', () => {
    const kit = createTestKit()
    registerViews(kit.router)
    expect(createTestKit().router.hasView('Connect')).toBe(false)
  })

  it('only registers what is built: other spec views stay unregistered', () => {
    const kit = createTestKit()
    registerViews(kit.router)
    expect(kit.router.hasView('Swap')).toBe(false)
    expect(kit.router.hasView('SIWXSignMessage')).toBe(false)
  })
})
