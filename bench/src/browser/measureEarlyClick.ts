import type { Browser } from 'playwright-core'
import { PAGE_INIT_SCRIPT } from './measureAppRun.js'
import { openModal } from './openAndCloseModal.js'
import { firstClickAt, TEXT, waitForText } from './pageText.js'

/**
 * In a fresh context: click Connect the frame it shows (the page may still be loading the rest,
 * nothing warmed yet) and time the click to the wallet list.
 */
export async function measureEarlyClick(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ path: PAGE_INIT_SCRIPT })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'commit' })
    await waitForText(page, TEXT.connectButton)
    const listedAt = await openModal(page)
    return listedAt - (await firstClickAt(page))
  } finally {
    await context.close()
  }
}
