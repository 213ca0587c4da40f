import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.js'
import { createTestKit } from '../testing/createTestKit.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'

describe('ConnectButton', () => {
  it('once connected it is one <button> with the account button markup (the opener focus returns to)', async () => {
    const kit = createTestKit()
    const render = (node: ReactNode) =>
      renderToString(<AppKitProvider kit={kit}>{node}</AppKitProvider>)
    const before = render(<ConnectButton />)
    expect(before).toMatch(/^<button[^>]*appkit-btn--primary[^>]*>Connect Wallet<\/button>$/)
    kit.registry.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
      caipNetwork: kit.registry.store.getState().networks[0]!,
    })
    const after = render(<ConnectButton />)
    expect(after).toBe(render(<AccountButton />))
    expect(after.match(/<button/g)).toHaveLength(1)
    expect(after).toContain('0x1234…abcd')
  })
})
