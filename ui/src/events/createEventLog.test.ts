import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { createEventLog } from './createEventLog.js'

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
})
