import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { createEventLog, WATCHED_HOOKS } from './createEventLog.js'

describe('createEventLog', () => {
  it('keeps the last kernel notification with its payload', () => {
    const appKit = createTestKit()
    const log = createEventLog(appKit, () => 42)
    const stop = log.start()
    appKit.open()
    expect(log.store.getState().last).toMatchObject({
      name: 'modalOpened',
      data: { view: 'Connect' },
      timestamp: 42,
    })
    appKit.close()
    expect(log.store.getState().last?.name).toBe('modalClosed')
    stop()
    appKit.open()
    expect(log.store.getState().last?.name).toBe('modalClosed')
  })

  it('stop removes its taps from the kit: the hooks are left unused', () => {
    const appKit = createTestKit()
    const log = createEventLog(appKit)
    const used = () => WATCHED_HOOKS.filter((name) => appKit.hooks[name].isUsed())
    const before = used()
    const stop = log.start()
    expect(used()).toEqual([...WATCHED_HOOKS])
    stop()
    expect(used()).toEqual(before)
  })
})
