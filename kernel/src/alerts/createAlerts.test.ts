import { describe, expect, it, vi } from 'vitest'
import { createAlerts } from './createAlerts.js'

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
})
