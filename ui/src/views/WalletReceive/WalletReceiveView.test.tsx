import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QrCode } from '../../qrCode/QrCode.js'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import WalletReceiveView, { RECEIVE_QR_LABEL } from './WalletReceiveView.js'

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

async function connectedKit() {
  const kit = createTestKit()
  const networks = kit.registry.store.getState().networks
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    caipNetwork: networks.find((network) => network.chainNamespace === 'eip155')!,
  })
  return kit
}

describe('WalletReceive view (the receive feature)', () => {
  it('shows the address as a QR code (the same drawing as a code of the address) and as text', async () => {
    const html = renderWithKit(await connectedKit(), <WalletReceiveView />)
    expect(html).toContain(renderToString(<QrCode value={ADDRESS} label={RECEIVE_QR_LABEL} />))
    expect(html).toContain(`data-testid="receive-address">${ADDRESS}</p>`)
    expect(html).toContain('Copy address</button>')
  })

  it('names the networks it can receive on, the active one first', async () => {
    const kit = await connectedKit()
    const state = kit.registry.store.getState()
    const evm = state.networks.filter((network) => network.chainNamespace === 'eip155')
    const html = renderWithKit(kit, <WalletReceiveView />)
    const text = html.match(/Receive only on ([^.]+)\./)?.[1]
    expect(text).toBe(
      [
        state.activeCaipNetwork!.name,
        ...evm.filter((n) => n !== state.activeCaipNetwork).map((n) => n.name),
      ].join(', '),
    )
  })

  it('says nothing is connected rather than showing an empty code', () => {
    const html = renderWithKit(createTestKit(), <WalletReceiveView />)
    expect(html).toContain('No wallet is connected')
    expect(html).not.toContain('<svg')
  })
})
