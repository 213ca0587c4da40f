import type { Page } from 'playwright-core'
import { clickConnect } from './openAndCloseModal.js'
import { waitForText } from './pageText.js'

/** Opens the modal and goes to All Wallets; resolves once the grid shows its first tiles. */
export async function openAllWallets(page: Page): Promise<void> {
  await clickConnect(page)
  await waitForText(page, '^All Wallets$')
  await page.getByText('All Wallets', { exact: true }).first().click()
  await page.waitForFunction('window.__bench.tileNames().length > 0', undefined, {
    timeout: 30_000,
  })
}

/** Scrolls the grid `stepPx` a frame to its end until every page is loaded, and back up. */
export async function scrollAllWalletsToEnd(page: Page, stepPx: number): Promise<void> {
  const scroll = (await page.evaluate(`window.__bench.scrollAllWallets(${stepPx}, 120000)`)) as {
    loaded: boolean
  }
  if (!scroll.loaded) throw new Error('AllWallets did not load every page within 120 s')
}

/**
 * Closes the modal with Escape and waits until All Wallets is gone. Polls every 100 ms, not
 * every frame: on a busy machine a page that has just dropped 1,000 tiles may skip frames.
 */
export async function closeAllWallets(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.waitForFunction('!window.__bench.hasVisibleText("^All Wallets$", "i")', undefined, {
    timeout: 30_000,
    polling: 100,
  })
}
