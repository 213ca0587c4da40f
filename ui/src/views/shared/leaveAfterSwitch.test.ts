import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { leaveAfterSwitch } from './leaveAfterSwitch.js'

describe('leaveAfterSwitch', () => {
  it('goes back to the previous view', () => {
    const kit = createTestKit()
    kit.open({ view: 'Account' })
    kit.router.push('Networks')
    leaveAfterSwitch(kit.router, { view: 'Networks', depth: 2 })
    expect(kit.router.store.getState()).toMatchObject({ view: 'Account', open: true })
  })

  it('closes when the networks list was the first view', () => {
    const kit = createTestKit()
    kit.open({ view: 'Networks' })
    leaveAfterSwitch(kit.router, { view: 'Networks', depth: 1 })
    expect(kit.router.store.getState().open).toBe(false)
  })

  it('does nothing when the kit already navigated', () => {
    const kit = createTestKit()
    kit.open({ view: 'Networks' })
    kit.router.push('SwitchNetwork')
    leaveAfterSwitch(kit.router, { view: 'Networks', depth: 1 })
    expect(kit.router.store.getState().view).toBe('SwitchNetwork')
  })
})
