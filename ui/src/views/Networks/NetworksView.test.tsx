import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import NetworksView from './NetworksView.js'
import { NOT_APPROVED_NOTE } from './notApprovedNotes.js'

function connectedKit() {
  const kit = createTestKit()
  kit.registry.recordConnection('eip155', {
    connectorId: 'walletConnect',
    accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
  return kit
}

describe('Networks: networks the wallet did not approve', () => {
  it('spec §3 approvedCaipNetworkIds: a network outside the approved ones says so, visibly and as the button description; it stays operable', () => {
    const kit = connectedKit()
    kit.registry.updateAccount('eip155', { approvedCaipNetworkIds: ['eip155:1'] })
    const html = renderWithKit(kit, <NetworksView />)
    const hardhat = /<button[^>]*aria-description="([^"]*)"[^>]*>(.*?)<\/button>/.exec(html)
    expect(hardhat?.[1]).toBe(NOT_APPROVED_NOTE)
    expect(hardhat?.[0]).not.toContain('disabled')
    expect(hardhat?.[2]).toContain('Hardhat')
    expect(hardhat?.[2]).toContain(NOT_APPROVED_NOTE)
    expect(html.match(/aria-description=/g)).toHaveLength(1)
  })

  it('no note while the wallet does not limit its networks', () => {
    expect(renderWithKit(connectedKit(), <NetworksView />)).not.toContain(NOT_APPROVED_NOTE)
  })
})
