import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { renderWithKit } from '../testing/renderWithKit.js'
import { Alerts, alertRole } from './Alerts.js'

describe('Alerts', () => {
  it('renders kit alerts: bold short message, long message, dismiss; role alert for errors', () => {
    const kit = createTestKit()
    kit.alerts.show('RATE_LIMITED_APP_CONFIGURATION')
    kit.alerts.show('MULTI_WALLET_NOT_ENABLED')
    const html = renderWithKit(kit, <Alerts />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('<strong>Rate Limited</strong>')
    expect(html).toContain('role="status"')
    expect(html).toContain('Multi-wallet is turned off in the project configuration')
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(2)
  })

  it('errors interrupt, other variants are polite', () => {
    expect(alertRole('error')).toBe('alert')
    expect(alertRole('info')).toBe('status')
    expect(alertRole('warning')).toBe('status')
  })
})
