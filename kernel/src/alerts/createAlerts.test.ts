import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { defineAlert } from './ALERTS.js'
import { createAlerts } from './createAlerts.js'

const QUOTA = defineAlert({
  code: 'QUOTA_EXCEEDED',
  variant: 'warning',
  shortMessage: 'Quota exceeded',
  longMessage: 'The plugin used its quota',
})

describe('createAlerts', () => {
  it('queues catalogue alerts with their spec texts and announces each', () => {
    const shown = vi.fn()
    const alerts = createAlerts(shown)
    const alert = alerts.show('RATE_LIMITED_APP_CONFIGURATION')
    expect(alert).toMatchObject({ shortMessage: 'Rate Limited', variant: 'error' })
    expect(shown).toHaveBeenCalledWith(alert)
    alerts.dismiss(alert!.id)
    expect(alerts.store.getState().alerts).toEqual([])
  })

  it('shows a `once` alert a single time per kit', () => {
    const alerts = createAlerts()
    alerts.show('INVALID_APP_CONFIGURATION', { once: true })
    expect(alerts.show('INVALID_APP_CONFIGURATION', { once: true })).toBeUndefined()
    expect(alerts.store.getState().alerts).toHaveLength(1)
    expect(createAlerts().show('INVALID_APP_CONFIGURATION', { once: true })).toBeDefined()
  })

  it('shows a registered plugin alert until its registration is undone', () => {
    const alerts = createAlerts()
    const undo = alerts.register(QUOTA)
    expect(alerts.show('QUOTA_EXCEEDED')).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      variant: 'warning',
      shortMessage: 'Quota exceeded',
      longMessage: 'The plugin used its quota',
    })
    undo()
    expect(() => alerts.show('QUOTA_EXCEEDED')).toThrow(AppKitError)
  })

  it('an unregistered code fails with a configuration error naming it, and queues nothing', () => {
    const alerts = createAlerts()
    let error: unknown
    try {
      alerts.show('IFRAME_LOAD_FAILED')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toMatchObject({
      category: 'CONFIGURATION_ERROR',
      code: 'IFRAME_LOAD_FAILED',
      shortMessage: 'Unknown alert: IFRAME_LOAD_FAILED',
    })
    expect(alerts.store.getState().alerts).toEqual([])
  })
})
