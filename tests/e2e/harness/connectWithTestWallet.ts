import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { answerWallet, modalDialog, testWalletOption } from './demoPage.js'

/**
 * A generated app's first run: the page titled `appName` shows 'Not connected', connects the
 * emulator's test wallet from the modal and shows its address on the Hardhat chain.
 */
export async function connectWithTestWallet(page: Page, url: string, appName: string) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await page.getByRole('heading', { name: appName, level: 1 }).waitFor()
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toMatch(/^Not connected/)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Hardhat')
  expect(errors).toEqual([])
}
