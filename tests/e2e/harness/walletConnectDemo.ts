import type { BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { emulatorAccount } from './chainReader.js'
import { connectButton, modalDialog } from './demoPage.js'
import { answerMobileWallet, openMobileWallet, pasteIntoMobileWallet } from './mobileWalletPage.js'

/** What the test mobile wallet shows for a request from the demo. */
export const DAPP_REQUEST = 'Request from AppKit demo'

/** The demo without the injected test wallet: WalletConnect is the way in. */
export async function openDemoWithoutTestWallet(
  page: Page,
  search: Record<string, string> = {},
): Promise<void> {
  const url = new URL(inject('demoUrl'))
  for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value)
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
}

/**
 * Connect Wallet -> WalletConnect -> Copy link; resolves with the pairing URI (the context
 * needs the clipboard permissions).
 */
export async function showQrAndCopyUri(page: Page): Promise<string> {
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  await dialog.getByRole('img', { name: 'QR code to connect with a mobile wallet' }).waitFor()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await dialog.getByRole('button', { name: 'Link copied' }).waitFor()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Pastes the URI into a new test mobile wallet page and approves the session (account 0). */
export async function pairAndApprove(
  context: BrowserContext,
  page: Page,
  uri: string,
): Promise<Page> {
  const wallet = await openMobileWallet(context)
  await pasteIntoMobileWallet(wallet, uri)
  await answerMobileWallet(wallet, 'Approve', 'Session proposal')
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  await modalDialog(page).waitFor({ state: 'detached' })
  return wallet
}

/** Ends the session from the test mobile wallet's side: its Disconnect on the demo's session. */
export async function disconnectInWallet(wallet: Page): Promise<void> {
  await wallet
    .getByRole('listitem', { name: 'Session with AppKit demo' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
}
