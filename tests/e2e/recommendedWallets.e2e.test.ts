import type { Locator, Page } from 'playwright-core'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { emulatorAccount } from './harness/chainReader.js'
import { connectButton, modalDialog, openDemo, testWalletOption } from './harness/demoPage.js'
import { answerMobileWallet } from './harness/mobileWalletPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
afterEach(() => clearFaults())

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
/** Featured in the app's order, the reverse of the registry's; and the demo's custom wallet. */
const QUERY = { featuredWallets: `${METAMASK},${RAINBOW}`, customWallets: '1' }
const TEST_MOBILE_WALLET = 'AppKit Test Mobile Wallet'

/** The Connect view's wallet rows: [bucket, name], once `settled` says the list is complete. */
async function walletRows(dialog: Locator): Promise<[string, string][]> {
  return dialog
    .locator('ul[aria-label="Wallets"] > li')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-wallet-bucket') ?? '',
        row.querySelector('.item-name')?.textContent ?? '',
      ]),
    )
}

async function openConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  return modalDialog(page)
}

it("spec §6 connector type order 'walletConnect, recent, injected, featured, custom, external, recommended' and §9 'recommended 4': with only the test wallet installed, featured wallets (app order), the custom wallet, then 4 recommended wallets; a recommended wallet opens its WalletConnect QR view and pairs", async () => {
  const { page } = await openDemo(browser.context(), { query: QUERY })
  const dialog = await openConnect(page)
  await expect.poll(async () => (await walletRows(dialog)).length).toBe(9)
  const rows = await walletRows(dialog)
  expect(rows.slice(0, 5)).toEqual([
    ['walletConnect', 'WalletConnect'],
    ['injected', 'AppKit Test Wallet'],
    ['featured', 'MetaMask'],
    ['featured', 'Rainbow'],
    ['custom', 'Demo Custom Wallet'],
  ])
  const recommended = rows.slice(5)
  expect(recommended.map(([bucket]) => bucket)).toEqual(Array(4).fill('recommended'))
  // Certified wallets for the app's chains, the featured ones excluded (the emulator's default
  // certified set: the test mobile wallet, MetaMask, Trust Wallet, Rainbow, Ledger Live, OKX).
  expect(recommended.map(([, name]) => name)).toEqual([
    TEST_MOBILE_WALLET,
    'Trust Wallet',
    'Ledger Live',
    'OKX Wallet',
  ])

  await dialog.getByRole('button', { name: TEST_MOBILE_WALLET, exact: true }).click()
  await dialog.getByRole('heading', { name: `Scan with ${TEST_MOBILE_WALLET}` }).waitFor()
  await dialog.getByRole('img', { name: `QR code to connect with ${TEST_MOBILE_WALLET}` }).waitFor()
  const webApp = dialog.getByRole('link', { name: `Open ${TEST_MOBILE_WALLET} web app` })
  const [wallet] = await Promise.all([page.context().waitForEvent('page'), webApp.click()])
  await answerMobileWallet(wallet, 'Approve', 'Session proposal')
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
}, 60_000)

it("a custom wallet (the app's `customWallets`) leads to WalletConnect by its own links", async () => {
  const { page } = await openDemo(browser.context(), { query: QUERY })
  const dialog = await openConnect(page)
  await dialog.getByRole('button', { name: 'Demo Custom Wallet', exact: true }).click()
  await dialog.getByRole('heading', { name: 'Scan with Demo Custom Wallet' }).waitFor()
  const webApp = dialog.getByRole('link', { name: 'Open Demo Custom Wallet web app' })
  expect(await webApp.getAttribute('href')).toMatch(/\/wallet\/wc\?uri=wc%3A/)
})

it('a wallet list answer failing its schema leaves the featured and recommended wallets out: the view still lists the page and custom wallets, nothing breaks', async () => {
  await injectFault({
    path: '/getWallets',
    method: 'GET',
    status: 200,
    body: { count: 1, data: [{ id: 7, name: ['not', 'a', 'name'] }] },
    times: 10,
  })
  const { page } = await openDemo(browser.context(), { query: QUERY })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const dialog = await openConnect(page)
  await dialog.getByRole('button', { name: 'Demo Custom Wallet', exact: true }).waitFor()
  // Both of the view's requests were answered (and refused) by then or shortly after.
  await page.waitForTimeout(1000)
  expect((await walletRows(dialog)).map(([bucket]) => bucket)).toEqual([
    'walletConnect',
    'injected',
    'custom',
  ])
  await dialog.getByRole('button', { name: /All Wallets/ }).waitFor()
  expect(errors).toEqual([])
})

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

it('on a phone a recommended wallet opens its deep link with the pairing URI, no QR code', async () => {
  const phone = await browser.browser().newContext({
    userAgent: IPHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const walletOrigin = new URL(inject('emulator').api).origin
    const deepLinks: string[] = []
    await phone.route(
      (url) => url.origin === walletOrigin && url.pathname.startsWith('/wallet'),
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue()
        deepLinks.push(route.request().url())
        // 204: the browser stays on the demo, as a phone does behind the wallet app.
        return route.fulfill({ status: 204 })
      },
    )
    const { page } = await openDemo(phone, { query: QUERY })
    await connectButton(page).click()
    const dialog = modalDialog(page)
    await dialog.getByRole('button', { name: TEST_MOBILE_WALLET, exact: true }).click()
    await expect.poll(() => deepLinks.length).toBe(1)
    const deepLink = new URL(deepLinks[0] as string)
    expect(deepLink.pathname).toBe('/wallet/wc')
    expect(deepLink.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await dialog.getByRole('heading', { name: `Continue in ${TEST_MOBILE_WALLET}` }).waitFor()
    expect(await dialog.getByRole('img', { name: /QR code/ }).count()).toBe(0)
  } finally {
    await phone.close()
  }
}, 60_000)
