import { DEFAULT_FEATURES, type RunningEmulator, startEmulator } from '@appkit/emulator'
import { utf8ToBytes } from '@noble/curves/abstract/utils'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TFAM_TEST_SECRET_KEY } from './fixtures/openKernel/TFAM_TEST_KEY.js'
import { publicKeyOfTfamAddress, tfamAddressOf } from './fixtures/openKernel/tfam/tfamAddress.js'
import { modalDialog } from './harness/demoPage.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import { strictCsp } from './harness/STRICT_CSP.js'
import { type FixturePage, serveFixturePage } from './harness/serveFixturePage.js'
import { useBrowser } from './harness/useBrowser.js'

/**
 * The open kernel's proof. tests/e2e/fixtures/openKernel holds everything that is not the
 * repository's packages: a sixth chain family (CAIP namespace `tfam`, its adapter, connector and
 * an in-page test wallet with an ed25519 key and a balance ledger) and a third party's feature
 * plugin (its remote gate 'guestbook', its alert, its lazily loaded view and its Account view
 * entry). The page uses @appkit/kernel and @appkit/ui as any app would, built once with Vite and
 * served with the strict CSP; each case points it at its own emulator, whose project
 * configuration turns 'guestbook' on or off.
 */

const FIXTURE = new URL('./fixtures/openKernel/', import.meta.url).pathname
const WALLET_ADDRESS = tfamAddressOf(ed25519.getPublicKey(TFAM_TEST_SECRET_KEY))

const browser = useBrowser()
let guestbookOn: RunningEmulator | undefined
let guestbookOff: RunningEmulator | undefined
let page: FixturePage | undefined

/** An emulator whose project configuration sets 'guestbook' (one chain: none is used here). */
function emulatorWithGuestbook(isEnabled: boolean): Promise<RunningEmulator> {
  return startEmulator({
    apiPort: 0,
    chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }],
    features: [...DEFAULT_FEATURES, { id: 'guestbook', isEnabled }],
    solana: false,
    swapStandInChainId: false,
    smartAccountChainIds: [],
    isAnalyticsEnabled: false,
    stateFile: false,
    log: () => {},
  })
}

beforeAll(async () => {
  // One after the other: Hardhat's process-wide context is not safe to create twice at once.
  guestbookOn = await emulatorWithGuestbook(true)
  guestbookOff = await emulatorWithGuestbook(false)
  const apiOrigins = [guestbookOn, guestbookOff].map(({ urls }) => new URL(urls.api).origin)
  page = await serveFixturePage(FIXTURE, strictCsp(apiOrigins))
}, 180_000)

afterAll(async () => {
  await page?.close()
  await Promise.all([guestbookOn?.stop(), guestbookOff?.stop()])
})

/**
 * Opens the page against `emulator`'s project API. `problems()` lists what went wrong in it:
 * page errors, unhandled rejections, console errors and Content-Security-Policy violations.
 */
async function openPage(emulator: RunningEmulator | undefined): Promise<{
  tab: Page
  problems: () => Promise<string[]>
}> {
  if (!page || !emulator) throw new Error('The page or its emulator did not start')
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const consoleErrors: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`)
  })
  // Init scripts run before the page's own, outside its CSP: no violation goes unheard.
  await context.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`csp: ${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  const tab = await context.newPage()
  const url = new URL(page.url)
  url.searchParams.set('api', emulator.urls.api)
  url.searchParams.set('projectId', emulator.urls.projectId)
  const response = await tab.goto(url.href)
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
  await tab.getByRole('heading', { name: 'Open kernel proof' }).waitFor()
  const violations = () =>
    tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
  return {
    tab,
    problems: async () => [...errors.list(), ...consoleErrors, ...(await violations())],
  }
}

function walletPrompt(tab: Page) {
  return tab.getByRole('dialog', { name: 'Tfam Test Wallet request' })
}

/** Answers the tfam test wallet's prompt after checking what it asks. */
async function approveInWallet(tab: Page, summary: string): Promise<void> {
  const prompt = walletPrompt(tab)
  await expect.poll(() => prompt.getByTestId('tfam-wallet-summary').textContent()).toBe(summary)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await prompt.waitFor({ state: 'hidden' })
}

/** Connect Wallet -> Tfam Test Wallet -> Approve in the wallet; waits for the page's address. */
async function connectTfamWallet(tab: Page): Promise<void> {
  await tab.getByRole('button', { name: 'Connect Wallet' }).click()
  await modalDialog(tab).getByRole('button', { name: 'Tfam Test Wallet' }).click()
  await approveInWallet(tab, 'Connect to this page')
  await expect.poll(() => tab.getByTestId('page-address').textContent()).toBe(WALLET_ADDRESS)
}

/** Opens the modal on the Account view from the page's account button. */
async function openAccountView(tab: Page): Promise<void> {
  await modalDialog(tab).waitFor({ state: 'detached' })
  await tab.getByRole('navigation', { name: 'Wallet' }).getByRole('button').click()
  await modalDialog(tab).getByRole('button', { name: 'Disconnect' }).waitFor()
}

describe('a sixth chain family and a third-party feature plugin, written only under tests/, work in headless Chromium with no edit to kernel/ or ui/', () => {
  it('tfam connects through the modal, shows its address and balance, signs (checked by @noble/curves in Node) and disconnects; the guestbook gate is on remotely, so its Account entry opens its lazily loaded view, which shows its alert', async () => {
    const { tab, problems } = await openPage(guestbookOn)
    await connectTfamWallet(tab)

    const message = `Open kernel proof ${Date.now()}`
    await tab.getByTestId('sign-input').fill(message)
    await tab.getByTestId('sign-button').click()
    await approveInWallet(tab, `Sign message: ${message}`)
    const signature = (await tab.getByTestId('sign-signature').textContent()) ?? ''
    const publicKey = publicKeyOfTfamAddress(WALLET_ADDRESS)
    expect(ed25519.verify(signature, utf8ToBytes(message), publicKey)).toBe(true)
    expect(ed25519.verify(signature, utf8ToBytes(`${message}!`), publicKey)).toBe(false)

    await openAccountView(tab)
    const dialog = modalDialog(tab)
    await dialog.locator(`h3[title="${WALLET_ADDRESS}"]`).waitFor()
    await expect.poll(() => dialog.locator('.balance').textContent()).toBe('42.500 TFAM')
    await expect
      .poll(() => tab.getByTestId('guestbook-gate').textContent())
      .toBe('remote, guestbook on')

    await dialog.getByRole('button', { name: 'Guestbook' }).click()
    // The header's title is the one the plugin registered with its view.
    await dialog.getByRole('heading', { name: 'Sign the guestbook' }).waitFor()
    await dialog.getByRole('button', { name: 'Stamp the guestbook' }).click()
    await expect
      .poll(() => dialog.getByRole('status').filter({ hasText: 'Guestbook stamped' }).count())
      .toBe(1)

    await tab.keyboard.press('Escape')
    await openAccountView(tab)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await tab.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => tab.getByTestId('page-address').textContent()).toBe('')
    expect(await problems()).toEqual([])
  })

  it('with the project configuration turning guestbook off, the same page connects tfam and its Account view has no Guestbook entry', async () => {
    const { tab, problems } = await openPage(guestbookOff)
    await connectTfamWallet(tab)
    await openAccountView(tab)
    // The project configuration has arrived: the guestbook's gate has been read.
    await expect.poll(() => tab.getByTestId('guestbook-gate').textContent()).toMatch(/^remote,/)
    const dialog = modalDialog(tab)
    await dialog.getByRole('button', { name: 'Wallets' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Guestbook' }).count()).toBe(0)
    expect(await tab.getByTestId('guestbook-gate').textContent()).toBe('remote, guestbook off')
    expect(await problems()).toEqual([])
  })
})
