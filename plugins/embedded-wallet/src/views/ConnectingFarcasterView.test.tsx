import { createStore } from '@appkit/kernel'
import { QrCode } from '@appkit/ui/qr-code'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { FarcasterLoginState } from '../login/createFarcasterLoginController.js'
import { renderView } from '../testing/renderView.js'
import { bindConnectingFarcasterView } from './ConnectingFarcasterView.js'
import { connectingFarcasterMessages } from './connectingFarcasterMessages.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

/** The QR code's accessible name. */
const FARCASTER_QR_LABEL = connectingFarcasterMessages.qrLabel.message

const URI = 'http://127.0.0.1:4200/farcaster/approve/4f1c2a9e-0000-4000-8000-000000000001'

/** Only the farcaster store is read while rendering; the rest is never called here. */
function contextWith(state: FarcasterLoginState) {
  return {
    ctx: {},
    farcaster: { store: createStore(state) },
  } as unknown as EmbeddedWalletViewContext
}

describe('ConnectingFarcaster view (server-rendered markup)', () => {
  it('shows the approval URL as a QR code with an accessible label, with the link to open and copy', () => {
    const View = bindConnectingFarcasterView(contextWith({ status: 'waiting', uri: URI }))
    const html = renderView(<View view="ConnectingFarcaster" data={undefined} />)
    expect(html).toMatch(
      new RegExp(
        `<svg role="img" aria-label="${FARCASTER_QR_LABEL}"[^>]*><rect[^>]*></rect><path d="M4 4.5h7`,
      ),
    )
    // The code is the approval URL's: the same drawing as a QR code of that URL.
    expect(html).toContain(renderToString(<QrCode value={URI} label={FARCASTER_QR_LABEL} />))
    expect(html).toContain(`href="${URI}"`)
    expect(html).toContain('Copy link</button>')
  })

  it('shows no QR code before the URL exists, nor after a failure', () => {
    const Loading = bindConnectingFarcasterView(contextWith({ status: 'loading' }))
    expect(renderView(<Loading view="ConnectingFarcaster" data={undefined} />)).not.toContain(
      '<svg',
    )
    const Failed = bindConnectingFarcasterView(
      contextWith({ status: 'error', uri: URI, error: 'Failed to connect' }),
    )
    const html = renderView(<Failed view="ConnectingFarcaster" data={undefined} />)
    expect(html).not.toContain('<svg')
    expect(html).toContain('Failed to connect')
  })
})
