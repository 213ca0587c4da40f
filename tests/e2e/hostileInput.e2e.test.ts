import { afterEach, expect, it } from 'vitest'
import { clearFaults } from './harness/blockchainApi.js'
import {
  connectButton,
  connectTestWallet,
  modalDialog,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { logInByEmail, openEmbeddedDemo } from './harness/embeddedWalletPage.js'
import { serveWalletListings } from './harness/serveWalletListings.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

afterEach(async () => {
  await clearFaults()
})

/** Every payload sets this flag if it ever runs. */
const PWNED = '__appkitPwned'
const MARKUP_NAME = `<img src=x onerror="window.${PWNED}='name'">Evil Wallet`
const SCRIPT_NAME = `<script>window.${PWNED}='script'</script>Bad Wallet`

/**
 * Listings no honest registry would serve: markup in the names, javascript: and data: URLs as
 * image and links. The first has a web link (so it opens ConnectingWalletConnect); the second
 * has none, so picking it opens GetWallet with only its one https store link.
 */
const HOSTILE_LISTINGS = [
  {
    id: 'hostile-markup',
    name: MARKUP_NAME,
    image_url: `javascript:window.${PWNED}='image'`,
    chains: ['eip155:31337'],
    homepage: `javascript:window.${PWNED}='homepage'`,
    webapp_link: `javascript:window.${PWNED}='webapp'`,
  },
  {
    id: 'hostile-script',
    name: SCRIPT_NAME,
    image_url: `data:text/html,<script>window.${PWNED}='data'</script>`,
    chains: ['eip155:31337'],
    homepage: `javascript:window.${PWNED}='homepage'`,
    app_store: `javascript:window.${PWNED}='app store'`,
    chrome_store: `data:text/html,<script>window.${PWNED}='chrome'</script>`,
    play_store: 'https://play.example.com/store/apps/bad-wallet',
  },
]

/** What the modal's shadow root holds that could run or navigate to script. */
function liveMarkup(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-appkit-modal]')?.shadowRoot
    if (!root) return { scripts: -1, injectedImages: -1, scriptUrls: [] as string[] }
    const urls = [...root.querySelectorAll('[href], [src]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
      .filter((url) => /^\s*(javascript|data:text)/i.test(url))
    return {
      scripts: root.querySelectorAll('script').length,
      injectedImages: root.querySelectorAll('img[src="x"], [onerror]').length,
      scriptUrls: urls,
    }
  })
}

it('hostile wallet listings render inert: markup names show as text, javascript: and data: links and images are dropped, nothing runs (AllWallets, GetWallet)', async () => {
  await serveWalletListings(HOSTILE_LISTINGS)
  const { page } = await openDemo(browser.context())
  const pwned = () => page.evaluate((flag) => (window as never)[flag] ?? null, PWNED)

  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  // The names show literally, markup and all (the tile's label is the name as text).
  await dialog.getByRole('button', { name: MARKUP_NAME }).waitFor()
  await dialog.getByRole('button', { name: SCRIPT_NAME }).waitFor()
  await expect(dialog.getByText(MARKUP_NAME, { exact: true }).count()).resolves.toBeGreaterThan(0)
  expect(await liveMarkup(page)).toEqual({ scripts: 0, injectedImages: 0, scriptUrls: [] })

  // GetWallet: the one https store link, none of the javascript: or data: ones.
  await dialog.getByRole('button', { name: SCRIPT_NAME }).click()
  await dialog.getByRole('heading', { name: `${SCRIPT_NAME} is not installed` }).waitFor()
  const links = await dialog
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
  expect(links).toEqual(['https://play.example.com/store/apps/bad-wallet'])
  expect(await liveMarkup(page)).toEqual({ scripts: 0, injectedImages: 0, scriptUrls: [] })

  // The other one, with its javascript: web link, leads nowhere that runs it.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: MARKUP_NAME }).click()
  await expect
    .poll(() => liveMarkup(page))
    .toEqual({ scripts: 0, injectedImages: 0, scriptUrls: [] })
  expect(await pwned()).toBeNull()
})

it("an RPC method off the embedded wallet's allow list is refused in the browser with 'Requested RPC call is not allowed', even when a script of the logged-in page asks the secure frame directly", async () => {
  const page = await openEmbeddedDemo(browser.context())
  await logInByEmail(page, `mallory-${Date.now()}@example.com`)

  // A script of the host page skips the plugin and posts to the secure frame itself.
  const reply = await page.evaluate(async () => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-appkit-embedded-wallet]')
    const target = frame?.contentWindow
    if (!frame || !target) return 'no frame'
    const origin = new URL(frame.src).origin
    return new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event) => {
        const data = event.data as { id?: string }
        if (event.origin === origin && data?.id === 'hostile-eth-sign-1') resolve(data)
      })
      target.postMessage(
        {
          channel: 'appkit:embedded-wallet',
          kind: 'request',
          id: 'hostile-eth-sign-1',
          type: 'RPC_REQUEST',
          // eth_sign signs any hash: on no allow list, as it can sign a transaction blindly.
          payload: { method: 'eth_sign', params: ['0x00', '0xdeadbeef'], chainId: 31337 },
        },
        origin,
      )
    })
  })
  expect(reply).toMatchObject({
    channel: 'appkit:embedded-wallet',
    kind: 'error',
    message: 'Requested RPC call is not allowed',
    code: 4200,
  })
  // Nothing was asked of the user: no approval is waiting in the modal.
  await expect(modalDialog(page).count()).resolves.toBe(0)
})

/** Every key the kit and its plugins write, and what a hand edit might have left there. */
const EDITED_STORAGE: Record<string, string> = {
  'appkit:v1:connectedConnectorIds': '{"eip155": 42',
  'appkit:v1:recentWallets': '[{"id": 1}, null, "x"]',
  'appkit:v1:activeCaipNetworkId': '"eip155:not a chain id!"',
  'appkit:v1:preferredAccountTypes': '{"eip155": "root", "__proto__": {"polluted": true}}',
  'appkit:v1:connectedSocialProvider': '"myspace"',
  'appkit:v1:connectedSocialUsername': '{"name": "<img src=x onerror=alert(1)>"}',
  'appkit:v1:email': '"not an email"',
  'appkit:v1:cachedLogin': '"yes"',
  'appkit:v1:lastChain': 'undefined',
  'appkit:v1:siwxSessions': '[{"data": {}, "message": 1}]',
  'appkit:v1:walletConnectSession': '{"topic": 7, "chainId": "31337"}',
  // Another version's data (older or newer) is not read at all.
  'appkit:v0:activeCaipNetworkId': '{"old": "format"}',
  'appkit:v2:recentWallets': '{"future": ["format"]}',
  'appkit:v1:': '][',
}

it('localStorage edited by hand (garbage JSON, wrong shapes, other versions, in every key the kit writes) does not crash the modal: the page loads, the modal opens, connecting works', async () => {
  const context = browser.context()
  await context.addInitScript((entries) => {
    try {
      if (sessionStorage.getItem('edited') !== null) return
      sessionStorage.setItem('edited', '1')
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    } catch {
      // about:blank has no storage; the demo's own origin does.
    }
  }, EDITED_STORAGE)
  const errors: string[] = []
  context.on('weberror', (error) => errors.push(error.error().message))

  const { page } = await openDemo(context)
  // The edits were there before the kit read them.
  await expect(
    page.evaluate(() => localStorage.getItem('appkit:v0:activeCaipNetworkId')),
  ).resolves.toBe('{"old": "format"}')
  const address = await connectTestWallet(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // '__proto__' in a stored entry pollutes nothing.
  await expect(page.evaluate(() => 'polluted' in {})).resolves.toBe(false)
  // The corrupt connector ids were discarded on read and the connection written afresh.
  const ids = await page.evaluate(() => localStorage.getItem('appkit:v1:connectedConnectorIds'))
  expect(JSON.parse(ids ?? 'null')).toEqual({ eip155: expect.any(String) })
  expect(errors).toEqual([])
})
