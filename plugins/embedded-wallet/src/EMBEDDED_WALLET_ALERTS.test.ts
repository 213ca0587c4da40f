import { createAppKit } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_ALERTS } from './EMBEDDED_WALLET_ALERTS.js'
import { localnet } from './testing/localnet.js'

describe('EMBEDDED_WALLET_ALERTS (spec §8)', () => {
  it('keeps the catalogue texts of the secure frame alerts', () => {
    const { alerts } = createAppKit({
      projectId: 'project-1',
      networks: [localnet],
      loadRemoteConfig: false,
    })
    alerts.register(...EMBEDDED_WALLET_ALERTS)
    expect(alerts.show('IFRAME_LOAD_FAILED')).toMatchObject({
      variant: 'error',
      shortMessage: 'Network Error - Could not load embedded wallet',
      longMessage: 'The embedded wallet did not load within 20 seconds',
    })
    expect(alerts.show('IFRAME_REQUEST_TIMEOUT')).toMatchObject({
      variant: 'error',
      shortMessage: 'Embedded Wallet Request Timed Out',
      longMessage: 'The embedded wallet did not answer within 120 seconds',
    })
    expect(alerts.show('ACTION_NOT_ALLOWED')).toMatchObject({
      variant: 'error',
      shortMessage: 'Action not allowed',
      longMessage: 'Requested RPC call is not allowed',
    })
  })
})
