import type { Page } from 'playwright-core'
import { answerWallet, modalDialog, testWalletOption } from './demoPage.js'

/**
 * On a fixture page: Connect Wallet -> AppKit Test Wallet -> Approve, and the modal closes.
 * The caller then waits for its page to show the account its own way.
 */
export async function connectInFixtureModal(tab: Page): Promise<void> {
  await tab.getByRole('button', { name: 'Connect Wallet' }).click()
  await testWalletOption(tab).click()
  await answerWallet(tab, 'approve', /Connect/)
  await modalDialog(tab).waitFor({ state: 'detached' })
}
