import { AppKitProvider } from '@appkit/ui'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { WalletConnectController } from '../connect/createWalletConnectController.js'
import { createPairingStore } from '../pairing/createPairingStore.js'
import { createWalletConnectTestKit } from '../testing/createWalletConnectTestKit.js'
import { bindConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.js'
import { bindConnectingWalletConnectView } from './ConnectingWalletConnectView.js'

const URI = `wc:7f6e0a@2?relay-protocol=irn&symKey=${'5'.repeat(64)}&expiryTimestamp=1`
const ENCODED = encodeURIComponent(URI)

/** A controller test double: the views only read its pairing store and call its methods. */
function testController(options: { isMobile?: boolean } = {}): WalletConnectController {
  return {
    pairing: createPairingStore(),
    connect: vi.fn(),
    pair: vi.fn(async () => undefined),
    retry: vi.fn(),
    refresh: vi.fn(),
    cancel: vi.fn(),
    isMobile: () => options.isMobile ?? false,
    openUrl: vi.fn(),
    destroy: vi.fn(),
  }
}

/** The plugin context's part the views read: the API URL and query for wallet images. */
const context = {
  urls: { api: 'http://127.0.0.1:4100', blockchainApi: '', analytics: '', relay: '' },
  apiQuery: { projectId: 'p', st: 'appkit', sv: '0' },
}

/** The views read the kit's messages (useI18n): they render inside a provider, as in the modal. */
const { kit } = createWalletConnectTestKit()
function render(view: ReactNode): string {
  return renderToString(<AppKitProvider kit={kit}>{view}</AppKitProvider>)
}

function renderBasic(controller: WalletConnectController) {
  const View = bindConnectingWalletConnectBasicView({ context, controller })
  return render(<View view="ConnectingWalletConnectBasic" data={undefined} />)
}

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  image_url: 'https://example.com/rainbow.png',
  mobile_link: 'rainbow:',
  desktop_link: 'rainbowdesktop://',
  webapp_link: 'https://web.rainbow.me',
}

function renderWallet(
  controller: WalletConnectController,
  wallet: Record<string, unknown> = rainbow,
) {
  const View = bindConnectingWalletConnectView({ context, controller })
  return render(<View view="ConnectingWalletConnect" data={{ wallet }} />)
}

describe('ConnectingWalletConnectBasic', () => {
  it('shows a spinner until the URI exists', () => {
    const html = renderBasic(testController())
    expect(html).toContain('role="status"')
    expect(html).toContain('Generating QR code')
    expect(html).not.toContain('<svg')
  })

  it('draws the QR code with an accessible name, with Copy link and a status for its outcome', () => {
    const controller = testController()
    controller.pairing.offer(URI, Date.now())
    const html = renderBasic(controller)
    expect(html).toMatch(/<svg role="img" aria-label="QR code to connect with a mobile wallet"/)
    expect(html).toMatch(/<path d="M4 4.5h7/)
    expect(html).toMatch(/<button type="button" class="btn btn-block">Copy link<\/button>/)
    expect(html).toMatch(/<p class="sr-only" role="status" aria-live="polite">/)
    expect(html).not.toContain('dangerouslySetInnerHTML')
  })

  it("on expiry drops the code and offers a new one ('QR code expired', 'Get a new QR code')", () => {
    const controller = testController()
    controller.pairing.offer(URI, Date.now())
    controller.pairing.expire()
    const html = renderBasic(controller)
    expect(html).toContain('QR code expired')
    expect(html).toMatch(
      /<button type="button" class="btn btn-primary btn-block">Get a new QR code<\/button>/,
    )
    expect(html).not.toContain('<svg')
  })

  it("when the wallet declines: spec §8's 'Connection rejected', the reason as an alert, and Try again", () => {
    const controller = testController()
    controller.pairing.reject()
    const html = renderBasic(controller)
    expect(html).toContain('<h3>Connection rejected</h3>')
    expect(html).toMatch(/role="alert">The wallet rejected the connection request\./)
    expect(html).toContain('>Try again</button>')
  })

  it("on another failure: 'Connection failed', the reason, and Try again", () => {
    const controller = testController()
    controller.pairing.fail('Failed to connect')
    const html = renderBasic(controller)
    expect(html).toContain('Connection failed')
    expect(html).toContain('role="alert">Failed to connect</p>')
    expect(html).toContain('>Try again</button>')
  })
})

describe('ConnectingWalletConnect (one wallet of the list)', () => {
  it('on a desktop: the QR code named for the wallet, Copy link, its desktop and web app links', () => {
    const controller = testController()
    controller.pairing.offer(URI, Date.now())
    const html = renderWallet(controller)
    expect(html).toContain('aria-label="QR code to connect with Rainbow"')
    expect(html).toContain('Scan with Rainbow')
    expect(html).toContain(`href="rainbowdesktop://wc?uri=${ENCODED}"`)
    expect(html).toContain('Open Rainbow desktop app')
    expect(html).toContain(`href="https://web.rainbow.me/wc?uri=${ENCODED}"`)
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('Copy link')
  })

  it('on a phone: the deep link from mobile_link instead of the QR code', () => {
    const controller = testController({ isMobile: true })
    controller.pairing.offer(URI, Date.now())
    const html = renderWallet(controller)
    expect(html).toContain('Continue in Rainbow')
    expect(html).toContain(`href="rainbow://wc?uri=${ENCODED}"`)
    expect(html).toContain('>Open Rainbow</a>')
    expect(html).not.toContain('<svg')
  })

  it('on a phone without a usable mobile link it falls back to the QR code', () => {
    const controller = testController({ isMobile: true })
    controller.pairing.offer(URI, Date.now())
    const html = renderWallet(controller, { ...rainbow, mobile_link: 'javascript:alert(1)' })
    expect(html).toContain('<svg role="img"')
    expect(html).not.toContain('javascript:')
  })

  it('renders the listing as text, never as HTML', () => {
    const controller = testController()
    const html = renderWallet(controller, { name: '<img src=x onerror=alert(1)>' })
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})
