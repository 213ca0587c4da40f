import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'

/** The emulator's test mobile wallet (built on WalletKit) in a page of its own, as a phone would be. */
export async function openMobileWallet(context: BrowserContext, uri?: string): Promise<Page> {
  const page = await context.newPage()
  const url = new URL('/wallet', inject('emulator').api)
  if (uri) url.searchParams.set('uri', uri)
  await page.goto(url.href)
  return page
}

/** Pastes a pairing URI into the wallet page and pairs, as a user who copied the link would. */
export async function pasteIntoMobileWallet(wallet: Page, uri: string): Promise<void> {
  await wallet.getByLabel('WalletConnect URI').fill(uri)
  await wallet.getByRole('button', { name: 'Pair' }).click()
}

/** Approves or rejects the wallet page's current prompt (a session proposal or a request). */
export async function answerMobileWallet(
  wallet: Page,
  answer: 'Approve' | 'Reject',
  prompt: string | RegExp,
): Promise<void> {
  await wallet.getByRole('region', { name: prompt }).waitFor()
  await wallet.getByRole('button', { name: answer }).click()
}

/** Scans a picture of a QR code (PNG bytes) with the wallet page's image input, as a phone would. */
export async function scanIntoMobileWallet(wallet: Page, png: Buffer): Promise<void> {
  await wallet
    .getByLabel('Scan a QR code image')
    .setInputFiles({ name: 'walletconnect-qr.png', mimeType: 'image/png', buffer: png })
}
