import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { emulatorAccount } from './harness/chainReader.js'
import { accountButton, modalDialog, networkButton } from './harness/demoPage.js'
import { answerMobileWallet, pasteIntoMobileWallet } from './harness/mobileWalletPage.js'
import { useBrowser } from './harness/useBrowser.js'
import {
  DAPP_REQUEST,
  openDemoWithoutTestWallet,
  showQrAndCopyUri,
} from './harness/walletConnectDemo.js'

// Copy link writes the pairing URI to the clipboard; the test reads it back as a user would paste it.
const browser = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] })

const NOT_APPROVED = 'Not approved by your wallet: switching asks it to add this network'

afterEach(async () => {
  await clearFaults()
})

/**
 * The demo's QR pasted into the test mobile wallet (its `?chains=` narrowing the chains it
 * approves); resolves with the wallet page once its proposal prompt shows `domainLine`.
 */
async function pairShowing(
  context: BrowserContext,
  page: Page,
  options: { chains?: string; domainLine: string },
): Promise<Page> {
  const uri = await showQrAndCopyUri(page)
  const wallet = await context.newPage()
  const url = new URL('/wallet', inject('emulator').api)
  if (options.chains) url.searchParams.set('chains', options.chains)
  await wallet.goto(url.href)
  await pasteIntoMobileWallet(wallet, uri)
  const proposal = wallet.getByRole('region', { name: 'Session proposal' })
  // An attestation that never comes is given up after the client's 5 s.
  await proposal.waitFor({ timeout: 20_000 })
  await proposal.getByText(options.domainLine, { exact: true }).waitFor()
  await answerMobileWallet(wallet, 'Approve', 'Session proposal')
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  await modalDialog(page).waitFor({ state: 'detached' })
  return wallet
}

it("WalletConnect Verify: the emulator attests the demo's origin; the wallet shows it verified and the demo shows no 'Unverified Domain'. spec §3 approvedCaipNetworkIds: a network the session did not approve is marked in Networks, and switching to it asks the wallet, whose approval removes the mark", async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  const demoOrigin = new URL(inject('demoUrl')).origin
  const wallet = await pairShowing(browser.context(), page, {
    chains: 'eip155:31337',
    domainLine: `Domain: Verified (${demoOrigin})`,
  })

  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('heading', { name: 'Account', level: 2 }).waitFor()
  await page.waitForTimeout(500)
  expect(await dialog.getByRole('alert').filter({ hasText: 'Unverified Domain' }).count()).toBe(0)
  await dialog.getByRole('button', { name: 'Close' }).click()

  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await networkButton(page).click()
  const localhost = dialog.getByRole('button', { name: 'Localhost' })
  await expect.poll(() => localhost.getAttribute('aria-description')).toBe(NOT_APPROVED)
  await expect(localhost.textContent()).resolves.toContain(NOT_APPROVED)
  await expect(
    dialog.getByRole('button', { name: 'Hardhat' }).getAttribute('aria-description'),
  ).resolves.toBeNull()

  await localhost.click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  await expect
    .poll(() => page.getByTestId('account-network').textContent(), { timeout: 15_000 })
    .toBe('Localhost')
  // The switch view went back to the list, where the session now has Localhost too.
  await expect
    .poll(() => dialog.getByRole('button', { name: 'Localhost' }).getAttribute('aria-description'))
    .toBeNull()
}, 90_000)

it("WalletConnect Verify: an origin the emulator does not attest (its attestation page fails) shows 'Unverified Domain' in the demo, and the wallet calls the domain unknown", async () => {
  await injectFault({ path: '/verify/v3/attestation', method: 'GET', status: 404, times: 20 })
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  await pairShowing(browser.context(), page, {
    domainLine: 'Domain: Unknown domain (not verified)',
  })

  await accountButton(page).click()
  const alert = modalDialog(page).getByRole('alert').filter({ hasText: 'Unverified Domain' })
  await alert.waitFor()
  await expect(alert.textContent()).resolves.toContain(
    'This domain is not verified for the project',
  )
}, 90_000)
