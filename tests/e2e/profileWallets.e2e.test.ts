import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Account 9: no other browser test connects it. */
const ACCOUNT_INDEX = 9

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

it("ProfileWallets with the multi-wallet gate closed (the emulator's default): 'Wallets' lists the connection, and adding a wallet shows the 'multi-wallet not enabled' info alert", async () => {
  const address = emulatorAccount(ACCOUNT_INDEX)
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  const { page } = await openDemo(browser.context(), { accountIndex: ACCOUNT_INDEX })
  expect(await connectTestWallet(page)).toBe(address)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  const dialog = modalDialog(page)

  await dialog.getByRole('button', { name: 'Wallets' }).click()
  await expect.poll(() => title(page)).toBe('Wallets')
  const list = dialog.getByRole('list', { name: 'Connected wallets' })
  await list.waitFor()
  // The one connection: the test wallet, marked active, on Hardhat, with its own disconnect.
  const active = list.getByRole('button', { name: `AppKit Test Wallet ${short} · Hardhat, active` })
  await expect(active.getAttribute('aria-current')).resolves.toBe('true')
  await expect(active.isDisabled()).resolves.toBe(true)
  await expect(active.textContent()).resolves.toContain(`${short} · Hardhat`)
  await list.getByRole('button', { name: `Disconnect AppKit Test Wallet ${short}` }).waitFor()
  await expect(list.getByRole('listitem').count()).resolves.toBe(1)

  // 'when not enabled, multi-wallet methods show an info alert' (spec §1, §8); the view stays.
  await dialog.getByRole('button', { name: 'Add wallet' }).click()
  const alert = dialog.locator('.alert[data-variant="info"]')
  await alert.getByText('Multi-Wallet Not Enabled').waitFor()
  await expect(alert.getAttribute('role')).resolves.toBe('status')
  await expect(alert.textContent()).resolves.toContain(
    'Multi-wallet is turned off in the project configuration',
  )
  expect(await title(page)).toBe('Wallets')
  await expect(list.getByRole('listitem').count()).resolves.toBe(1)
  await expect(page.getByTestId('account-address').textContent()).resolves.toBe(address)
})
