import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { resolveViewLoader } from './resolveViewLoader.js'

describe('resolveViewLoader', () => {
  it("prefers the router's registration", async () => {
    const kit = createTestKit()
    const module = { default: () => null }
    kit.router.registerView('Swap', async () => module)
    await expect(resolveViewLoader(kit.router, 'Swap', {})?.()).resolves.toBe(module)
  })

  it('falls back to the built-in views, and to nothing for unknown names', () => {
    const kit = createTestKit()
    const connect = async () => ({})
    expect(resolveViewLoader(kit.router, 'Connect', { Connect: connect })).toBe(connect)
    expect(resolveViewLoader(kit.router, 'Swap', { Connect: connect })).toBeUndefined()
    expect(resolveViewLoader(kit.router, 'constructor', {})).toBeUndefined()
  })
})
