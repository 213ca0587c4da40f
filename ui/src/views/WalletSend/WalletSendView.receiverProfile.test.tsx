import { describe, expect, it } from 'vitest'
import { createStandInAdapter, EVM_FAMILY } from '../../testing/createStandInAdapter.js'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import WalletSendView from './WalletSendView.js'

const SENDER = '0x1234567890abcdef1234567890abcdef1234abcd'
const RECEIVER = '0x2222222222222222222222222222222222222222'

function sendKit() {
  const kit = createTestKit()
  kit.registerAdapter(
    createStandInAdapter('eip155', {
      ...EVM_FAMILY,
      isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    }),
  )
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: SENDER, type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
  return kit
}

describe('WalletSend: the receiver profile (server-rendered markup)', () => {
  it("spec §3 receiverProfileName: the receiver's name shows under the address, described to the input, announced politely", () => {
    const kit = sendKit()
    kit.registry.setSendState({ receiverAddress: RECEIVER, receiverProfileName: 'alice.appkit.id' })
    const html = renderWithKit(kit, <WalletSendView />)
    const region = /<div class="row" id="([^"]+)" aria-live="polite">(.*?)<\/div>/.exec(html)
    expect(region?.[2]).toContain('Receiver name: </span>alice.appkit.id')
    expect(html).toMatch(new RegExp(`<input[^>]*aria-describedby="${region?.[1]} `))
  })

  it('spec §3 receiverProfileName: a name with markup is text, never HTML; no profile, no name', () => {
    const kit = sendKit()
    kit.registry.setSendState({
      receiverAddress: RECEIVER,
      receiverProfileName: '<img src=x onerror=alert(1)>',
    })
    const html = renderWithKit(kit, <WalletSendView />)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
    kit.registry.setSendState({ receiverProfileName: undefined })
    expect(renderWithKit(kit, <WalletSendView />)).not.toContain('Receiver name')
  })
})
