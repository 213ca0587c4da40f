import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import {
  accountButton,
  answerWallet,
  connectButton,
  connectTestWallet,
  modalDialog,
  modalSettled,
  networkButton,
  openDemo,
  testWalletOption,
  walletPrompt,
} from './harness/demoPage.js'
import { artifactsDir, useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const PNG_SIGNATURE = '89504e470d0a1a0a'

/** Saves the page as artifacts/<view>.png once the modal's entrance animations are over. */
async function capture(page: Page, view: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true })
  await modalSettled(page)
  const path = `${artifactsDir}${view}.png`
  await page.screenshot({ path, animations: 'disabled' })
  expect(readFileSync(path).subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE)
  return path
}

/** How many wallets GET /getWallets lists for the demo's two chains. */
async function walletCount(): Promise<number> {
  const { api, projectId } = inject('emulator')
  const url = new URL('/getWallets', api)
  url.search = new URLSearchParams({
    projectId,
    st: 'appkit',
    sv: 'e2e',
    page: '1',
    entries: '40',
    chains: 'eip155:31337,eip155:1337',
  }).toString()
  const response = await fetch(url)
  expect(response.ok).toBe(true)
  return ((await response.json()) as { count: number }).count
}

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()
const theme = (page: Page) => page.locator('[data-appkit-modal] .root').getAttribute('data-theme')

it('captures every view before connecting: Connect (light, dark), AllWallets, Connecting, the error state', async () => {
  const { page } = await openDemo(browser.context())
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  expect(await title(page)).toBe('Connect Wallet')
  expect(await theme(page)).toBe('light')
  // The page's own button rules leave AppKit's alone: Connect Wallet keeps its accent.
  await expect(
    connectButton(page).evaluate((button) => getComputedStyle(button).backgroundColor),
  ).resolves.toBe('rgb(37, 99, 235)')
  await capture(page, 'Connect-light')

  await modalDialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await expect.poll(() => title(page)).toBe('All Wallets')
  await modalDialog(page).getByRole('searchbox', { name: 'Search wallet' }).waitFor()
  // The view shows what the project API lists for the app's chains (eip155:31337 and 1337).
  const listed = await walletCount()
  if (listed === 0) {
    await modalDialog(page).getByRole('status').filter({ hasText: 'No wallet found' }).waitFor()
  } else {
    await expect.poll(() => modalDialog(page).locator('.tile').count()).toBeGreaterThan(0)
  }
  await capture(page, 'AllWallets')
  await modalDialog(page).getByRole('button', { name: 'Back' }).click()

  await testWalletOption(page).click()
  await expect.poll(() => title(page)).toBe('AppKit Test Wallet')
  await modalDialog(page).getByRole('heading', { name: 'Continue in AppKit Test Wallet' }).waitFor()
  await walletPrompt(page).getByTestId('testwallet-reject').waitFor()
  await capture(page, 'ConnectingExternal-waiting')

  await answerWallet(page, 'reject')
  await expect
    .poll(() => modalDialog(page).getByRole('alert').textContent())
    .toBe('User rejected the request.')
  await capture(page, 'ConnectingExternal-error')

  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
  await page.getByTestId('theme-toggle').click()
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  expect(await theme(page)).toBe('dark')
  await capture(page, 'Connect-dark')
})

it('captures every view once connected: Account (light, dark), Networks, SwitchNetwork waiting on the wallet', async () => {
  const { page } = await openDemo(browser.context(), { testWalletChains: '31337' })
  await connectTestWallet(page)

  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  expect(await title(page)).toBe('Account')
  await capture(page, 'Account-light')

  // The Account view's network row opens the Networks view.
  await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
  await expect.poll(() => title(page)).toBe('Choose Network')
  await capture(page, 'Networks')

  // The wallet does not know 1337: it is asked to add it, and the modal waits for it.
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
  await modalDialog(page).getByRole('heading', { name: 'Approve in wallet' }).waitFor()
  await walletPrompt(page).getByTestId('testwallet-approve').waitFor()
  expect(await title(page)).toBe('Localhost')
  await capture(page, 'SwitchNetwork-waiting')
  await answerWallet(page, 'approve', /^Add network Localhost/)
  await expect.poll(() => networkButton(page).textContent()).toBe('Localhost')

  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
  await page.getByTestId('theme-toggle').click()
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  expect(await theme(page)).toBe('dark')
  await capture(page, 'Account-dark')
})
