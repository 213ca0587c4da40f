import type { Page } from 'playwright-core'
import { clickAndWaitForText, TEXT, waitForNoText } from './pageText.js'

/** Clicks the app's Connect button. */
export async function clickConnect(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(TEXT.connectButton, 'i') })
    .first()
    .click({ timeout: 10_000 })
}

/**
 * Opens the modal and waits for the wallet list; returns the page clock of the first frame
 * that showed it.
 */
export function openModal(page: Page): Promise<number> {
  return clickAndWaitForText(page, TEXT.walletListed, () => clickConnect(page))
}

/**
 * Closes the modal with Escape, or its close button when Escape is not enough, and waits
 * until the wallet list is gone.
 */
export async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  try {
    await waitForNoText(page, TEXT.walletListed, 2000)
    return
  } catch {}
  await page.getByRole('button', { name: /close/i }).first().click({ timeout: 5000 })
  await waitForNoText(page, TEXT.walletListed, 10_000)
}
