import { afterAll, beforeAll, expect, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { decodeQrScreenshot } from './harness/decodeQrScreenshot.js'
import { answerWallet, askWallet } from './harness/demoPage.js'
import { openHeadlessExample, serveHeadlessExample } from './harness/headlessExample.js'
import {
  answerMobileWallet,
  openMobileWallet,
  pasteIntoMobileWallet,
} from './harness/mobileWalletPage.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import type { FixturePage } from './harness/serveFixturePage.js'
import { useBrowser } from './harness/useBrowser.js'

/**
 * examples/headless: an app that draws its own UI with @appkit/ui's headless hooks (useWallets,
 * useConnect, useSwitchNetwork; siwx's useSignIn) and shows no modal, built and served like an app
 * against the emulator.
 */

const browser = useBrowser()
let served: FixturePage | undefined

beforeAll(async () => {
  served = await serveHeadlessExample()
}, 240_000)

afterAll(async () => {
  await served?.close()
})

it("headless: the app's own button connects the extension test wallet (listed as installed), its own buttons switch the network and sign in; no modal ever shows", async () => {
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const page = await openHeadlessExample(context, served!, { testWallet: true })

  const testWallet = page.getByRole('button', { name: /^Connect AppKit Test Wallet/ })
  await expect.poll(() => testWallet.textContent()).toMatch(/Installed$/)
  await testWallet.click()
  await answerWallet(page, 'approve', /Connect/)
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  await expect(page.getByTestId('active-network').textContent()).resolves.toBe('Hardhat')

  // The wallet knows chain 1337: it switches without asking.
  await page.getByRole('button', { name: 'Localhost' }).click()
  await expect.poll(() => page.getByTestId('active-network').textContent()).toBe('Localhost')
  await expect(askWallet(page, 'eth_chainId')).resolves.toBe('0x539')

  // The sign-in plugin would open its view after the connect: the app vetoed every view.
  await expect(page.getByTestId('sign-in-status').textContent()).resolves.toBe('Not signed in')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await answerWallet(
    page,
    'approve',
    /^Sign message: \S+ wants you to sign in with your Ethereum account:/,
  )
  await expect.poll(() => page.getByTestId('sign-in-status').textContent()).toBe('Signed in')

  await expect(page.locator('[role="dialog"], [data-appkit-modal]').count()).resolves.toBe(0)
  expect(errors.list()).toEqual([])
}, 90_000)

it("headless: the app's own QR code for a WalletConnect wallet of the wallet list pairs the emulator's mobile wallet, which connects", async () => {
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const page = await openHeadlessExample(context, served!)

  await page.getByRole('button', { name: /^Connect AppKit Test Mobile Wallet/ }).click()
  const qr = page.getByRole('img', { name: 'QR code to connect AppKit Test Mobile Wallet' })
  await qr.waitFor()
  const uri = (await page.getByTestId('pairing-uri').textContent()) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The wallet's web app link carries the same pairing URI (the walletconnect plugin's links).
  const webApp = page.getByRole('link', { name: 'Open the AppKit Test Mobile Wallet web app' })
  await expect(webApp.getAttribute('href')).resolves.toContain(`/wc?uri=${encodeURIComponent(uri)}`)

  // The app's own QR code carries that URI, as a phone's scanner reads it. The wallet then
  // pairs with the URI: its in-page scanner gives up after 2 s, which a loaded CI machine
  // exceeds on this QR code (the modal's QR code is scanned in walletConnect.e2e).
  expect(await decodeQrScreenshot(page, await qr.screenshot())).toBe(uri)
  const wallet = await openMobileWallet(context)
  await pasteIntoMobileWallet(wallet, uri)
  await answerMobileWallet(wallet, 'Approve', 'Session proposal')
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  await page.getByTestId('pairing').waitFor({ state: 'detached' })

  await expect(page.locator('[role="dialog"], [data-appkit-modal]').count()).resolves.toBe(0)
  expect(errors.list()).toEqual([])
}, 90_000)
