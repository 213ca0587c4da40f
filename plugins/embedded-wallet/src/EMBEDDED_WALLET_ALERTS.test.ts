import { createAppKit } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_ALERTS } from './EMBEDDED_WALLET_ALERTS.js'

describe('EMBEDDED_WALLET_ALERTS (spec §8)', () => {
  it('keeps the catalogue texts of the secure frame alerts', () => {
    const { alerts } = createAppKit({
      projectId: 'project-1',
      networks: [
        {
          id: 31337,
          name: 'Hardhat',
          chainNamespace: 'eip155',
          caipNetworkId: 'eip155:31337',
          nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ],
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
  })
})
