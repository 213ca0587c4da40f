import type { Page } from 'playwright-core'
import { afterEach, expect, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import {
  answerWallet,
  connectButton,
  modalDialog,
  modalSettled,
  networkButton,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { openEmbeddedDemo } from './harness/embeddedDemo.js'
import { focusedElement } from './harness/focusedElement.js'
import { type PageErrors, recordPageErrors } from './harness/recordPageErrors.js'
import { runAxeOnModal } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const CONFIG = '/appkit/v1/config'
const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'

// The config faults are armed on the project API's own path and cleared after each test.
afterEach(() => clearFaults())

/** The connect method groups of the Connect view, in the order shown. */
function methodOrder(page: Page): Promise<string[]> {
  return modalDialog(page)
    .locator('[data-method]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-method') ?? ''))
}

/** The demo with the test wallet (an announced wallet) and the embedded wallet's logins. */
async function openWithLogins(query: Record<string, string> = {}): Promise<Page> {
  const { page } = await openDemo(browser.context(), { query: { embeddedWallet: '1', ...query } })
  return page
}

async function openConnect(page: Page): Promise<void> {
  await connectButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Continue with email' }).waitFor()
}

function button(page: Page, name: string | RegExp) {
  return modalDialog(page).getByRole('button', { name })
}

it('spec §6 connect method order: wallet, email, social when an announced wallet exists (the test wallet)', async () => {
  const page = await openWithLogins()
  await openConnect(page)
  expect(await methodOrder(page)).toEqual(['wallet', 'email', 'social'])
  await testWalletOption(page).waitFor()
})

it('spec §6 connect method order: email and social first when no injected or announced wallet exists', async () => {
  const page = await openEmbeddedDemo(browser.context())
  await openConnect(page)
  expect(await methodOrder(page)).toEqual(['email', 'social', 'wallet'])
})

it('connectMethodsOrder (?connectMethodsOrder=social,wallet,email): the app order wins over the spec default', async () => {
  const page = await openWithLogins({ connectMethodsOrder: 'social,wallet,email' })
  await openConnect(page)
  expect(await methodOrder(page)).toEqual(['social', 'wallet', 'email'])
})

it("collapseWallets (?collapseWallets=1): the wallets sit behind one 'Continue with a wallet' entry under email and socials, opened from the keyboard, and connect from there", async () => {
  const page = await openWithLogins({ collapseWallets: '1' })
  await openConnect(page)
  expect(await methodOrder(page)).toEqual(['email', 'social', 'wallet'])
  const toggle = button(page, 'Continue with a wallet')
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(await testWalletOption(page).isVisible()).toBe(false)
  expect(await button(page, 'All Wallets').isVisible()).toBe(false)

  await toggle.focus()
  await page.keyboard.press('Enter')
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  await testWalletOption(page).waitFor()
  await button(page, 'All Wallets').waitFor()

  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  await page.getByTestId('account-address').waitFor()
})

it("emailShowWallets off (?emailShowWallets=0): with email and socials shown, the wallets collapse behind 'Continue with a wallet'", async () => {
  const page = await openWithLogins({ emailShowWallets: '0' })
  await openConnect(page)
  await button(page, 'Continue with a wallet').waitFor()
  expect(await testWalletOption(page).isVisible()).toBe(false)
})

it('legalCheckbox (?legal=1): wallets and logins stay disabled until the labelled checkbox is ticked from the keyboard; the consent is remembered on the next visit', async () => {
  const page = await openWithLogins({ legal: '1' })
  await openConnect(page)
  const dialog = modalDialog(page)
  const checkbox = dialog.getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  })
  expect(await checkbox.isChecked()).toBe(false)
  const terms = dialog.getByRole('link', { name: 'Terms of Service' })
  expect(await terms.getAttribute('href')).toBe(TERMS)
  expect(await terms.getAttribute('target')).toBe('_blank')
  expect(await terms.getAttribute('rel')).toBe('noopener noreferrer')
  expect(await dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
    PRIVACY,
  )

  for (const name of [
    /AppKit Test Wallet/,
    'All Wallets',
    'Continue with email',
    'Continue with GitHub',
  ]) {
    expect(await button(page, name).isDisabled(), String(name)).toBe(true)
  }
  const group = dialog.getByRole('group', { name: 'Ways to connect' })
  expect(await group.getAttribute('aria-describedby')).toBeTruthy()
  const hintId = (await group.getAttribute('aria-describedby')) ?? ''
  expect(await dialog.locator(`[id="${hintId}"]`).textContent()).toBe(
    'Agree to the terms to connect a wallet or log in.',
  )
  // A click on a disabled wallet does nothing.
  await testWalletOption(page).click({ force: true })
  expect(await page.getByTestId('testwallet-prompt').count()).toBe(0)

  await checkbox.focus()
  await page.keyboard.press('Space')
  expect(await checkbox.isChecked()).toBe(true)
  expect(await testWalletOption(page).isDisabled()).toBe(false)
  expect(await button(page, 'Continue with email').isDisabled()).toBe(false)
  expect(await group.getAttribute('aria-describedby')).toBeNull()
  // The keyboard goes from the checkbox through its links to the first wallet.
  await page.keyboard.press('Tab')
  expect((await focusedElement(page)).text).toBe('Terms of Service')
  await page.keyboard.press('Tab')
  expect((await focusedElement(page)).text).toBe('Privacy Policy')
  await page.keyboard.press('Tab')
  const firstWallet = dialog.locator('[data-method="wallet"] button').first()
  expect((await focusedElement(page)).text).toBe(((await firstWallet.textContent()) ?? '').trim())

  await page.reload()
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  await openConnect(page)
  expect(await dialog.getByRole('checkbox').isChecked()).toBe(true)
  expect(await testWalletOption(page).isDisabled()).toBe(false)
})

it("legalCheckbox off (the spec §6 default) with the app's links (?legalLinks=1): no checkbox, the methods enabled, a notice with the links", async () => {
  const page = await openWithLogins({ legalLinks: '1' })
  await openConnect(page)
  const dialog = modalDialog(page)
  expect(await dialog.getByRole('checkbox').count()).toBe(0)
  expect(await testWalletOption(page).isDisabled()).toBe(false)
  await dialog.getByText('By connecting your wallet, you agree to').waitFor()
  expect(await dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    TERMS,
  )
})

it('spec §4 modal loading: while the project configuration is slow, placeholders stand where email and socials go; when it arrives they give way to the buttons', async () => {
  const errors: PageErrors = await recordPageErrors(browser.context())
  const page = await openWithLogins()
  // Under the 10 s HTTP timeout; the test ends the wait itself long before.
  await injectFault({ path: CONFIG, method: 'GET', delayMs: 8_000, times: 1 })
  await connectButton(page).click()
  const dialog = modalDialog(page)
  const placeholders = dialog.getByRole('status', { name: 'Loading login options' })
  await placeholders.waitFor()
  expect(await dialog.locator('[data-method="email"] [role="status"]').count()).toBe(1)
  await testWalletOption(page).waitFor()
  expect(await button(page, 'Continue with email').count()).toBe(0)
  expect(await button(page, /Continue with GitHub/).count()).toBe(0)
  expect(await dialog.getByRole('link', { name: /AppKit/ }).count()).toBe(0)

  await clearFaults() // ends the wait: the configuration is served
  await button(page, 'Continue with email').waitFor()
  await button(page, 'Continue with GitHub').waitFor()
  expect(await placeholders.count()).toBe(0)
  expect(errors.list()).toEqual([])
})

it('spec §4 modal loading: a slow configuration that turns email and socials off shows placeholders, then neither button ever appears', async () => {
  const page = await openWithLogins()
  await injectFault({
    path: CONFIG,
    method: 'GET',
    status: 200,
    body: {
      features: [
        { id: 'email', isEnabled: false },
        { id: 'socials', isEnabled: false },
        { id: 'reownBranding', isEnabled: true },
      ],
    },
    delayMs: 2_000,
    times: 1,
  })
  await connectButton(page).click()
  const dialog = modalDialog(page)
  const placeholders = dialog.getByRole('status', { name: 'Loading login options' })
  await placeholders.waitFor()
  expect(await button(page, 'Continue with email').count()).toBe(0)
  await placeholders.waitFor({ state: 'detached' })
  await dialog.getByRole('link', { name: /AppKit/ }).waitFor()
  expect(await button(page, 'Continue with email').count()).toBe(0)
  expect(await button(page, /Continue with GitHub/).count()).toBe(0)
  await testWalletOption(page).waitFor()
})

it('reownBranding: the AppKit footer shows while the remote config turns it on (the default)', async () => {
  const page = await openWithLogins()
  await openConnect(page)
  const footer = modalDialog(page).getByRole('link', { name: 'UX by AppKit' })
  await footer.waitFor()
  expect(await footer.getAttribute('rel')).toBe('noopener noreferrer')
  expect(await footer.getAttribute('href')).toMatch(/^https:\/\//)
})

it('reownBranding: no footer when the remote config turns it off', async () => {
  const page = await openWithLogins()
  await injectFault({
    path: CONFIG,
    method: 'GET',
    status: 200,
    body: {
      features: [
        { id: 'email', isEnabled: true },
        { id: 'reownBranding', isEnabled: false },
      ],
    },
    times: 1,
  })
  await openConnect(page)
  expect(await modalDialog(page).getByRole('link', { name: 'UX by AppKit' }).count()).toBe(0)
})

/** Picks `network` in the Networks view, then shows the Connect view with `wallet` listed. */
async function connectOn(page: Page, network: string, wallet: RegExp) {
  await networkButton(page).click()
  await button(page, network).click()
  await expect.poll(() => networkButton(page).textContent()).toBe(network)
  if (!(await modalDialog(page).isVisible())) await connectButton(page).click()
  await modalDialog(page).getByRole('button', { name: wallet }).waitFor()
}

const SOCIAL_ENTRY = /Continue with (GitHub|Google|X|Discord|Apple|Facebook|Farcaster)$/

it("spec §6 'the email/social auth connector is supported only on some families (eip155 and solana)': with Solana active the login is offered (its Solana account), with Polkadot active no email or social entry", async () => {
  const page = await openWithLogins({ families: 'all' })
  await openConnect(page)
  await button(page, 'Continue with GitHub').waitFor()
  await modalDialog(page).getByRole('button', { name: 'Close' }).click()

  await connectOn(page, 'Solana Local', /AppKit Solana Test Wallet/)
  await button(page, 'Continue with email').waitFor()
  await button(page, 'Continue with GitHub').waitFor()
  await modalDialog(page).getByRole('button', { name: 'Close' }).click()

  await connectOn(page, 'Polkadot', /Polkadot Test Wallet/)
  expect(await button(page, 'Continue with email').count()).toBe(0)
  expect(await button(page, SOCIAL_ENTRY).count()).toBe(0)
})

it('accessibility: axe finds nothing on the Connect view with the consent missing, the wallets collapsed and the login placeholders showing', async () => {
  const page = await openWithLogins({ legal: '1', collapseWallets: '1' })
  await injectFault({ path: CONFIG, method: 'GET', delayMs: 8_000, times: 1 })
  await connectButton(page).click()
  await modalDialog(page).getByRole('status', { name: 'Loading login options' }).waitFor()
  await modalSettled(page)
  expect(await runAxeOnModal(page)).toEqual([])
  await clearFaults()
  await button(page, 'Continue with email').waitFor()
  expect(await button(page, 'Continue with a wallet').isDisabled()).toBe(true)
  await modalDialog(page).getByRole('checkbox').check()
  await button(page, 'Continue with a wallet').click()
  await testWalletOption(page).waitFor()
  await modalSettled(page)
  expect(await runAxeOnModal(page)).toEqual([])
})
