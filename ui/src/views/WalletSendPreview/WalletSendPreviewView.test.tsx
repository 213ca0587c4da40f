import type { TokenBalance } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import WalletSendPreviewView from './WalletSendPreviewView.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const tt: TokenBalance = {
  name: 'Test Token',
  symbol: 'TT',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 9999.5,
  price: 1,
  quantity: { decimals: '6', numeric: '9999.5' },
  iconUrl: '',
}

describe('WalletSendPreview (server-rendered markup)', () => {
  it('summarises amount, value, receiver and network, with Send and Cancel', () => {
    const kit = createTestKit()
    kit.registry.setSendState({ token: tt, sendTokenAmount: 12.5, receiverAddress: RECEIVER })
    const html = renderWithKit(
      kit,
      <WalletSendPreviewView view="WalletSendPreview" data={{ amount: '12.5' }} />,
    )
    expect(html).toContain('12.5<!-- --> <!-- -->TT')
    expect(html).toContain('$12.50')
    expect(html).toContain(`title="${RECEIVER}">0x2222…2222`)
    expect(html).toContain('aria-label="Ethereum"')
    expect(html).toMatch(/<button type="button" class="btn">Cancel<\/button>/)
    expect(html).toMatch(/<button type="button" class="btn btn-primary">Send<\/button>/)
  })

  it('sends the exact amount WalletSend passed, not the rounded number of the send state', () => {
    const kit = createTestKit()
    kit.registry.setSendState({ token: tt, sendTokenAmount: 0.1, receiverAddress: RECEIVER })
    const html = renderWithKit(
      kit,
      <WalletSendPreviewView view="WalletSendPreview" data={{ amount: '0.100001' }} />,
    )
    expect(html).toContain('0.100001<!-- --> <!-- -->TT')
  })

  it("'loading while sending': Send and Cancel disabled, Send busy, the wait announced", () => {
    const kit = createTestKit()
    kit.registry.setSendState({
      token: tt,
      sendTokenAmount: 1,
      receiverAddress: RECEIVER,
      loading: true,
    })
    const html = renderWithKit(kit, <WalletSendPreviewView />)
    expect(html).toMatch(/<button type="button" class="btn" disabled="">Cancel/)
    expect(html).toMatch(
      /disabled="" aria-busy="true"><span class="spinner" aria-hidden="true"><\/span>Send/,
    )
    expect(html).toMatch(/aria-live="polite">Sending… approve the transaction in your wallet/)
  })

  it('with nothing to send, offers the way back to Send', () => {
    const html = renderWithKit(createTestKit(), <WalletSendPreviewView />)
    expect(html).toContain('Nothing to send yet')
    expect(html).toContain('Back to Send')
  })
})
