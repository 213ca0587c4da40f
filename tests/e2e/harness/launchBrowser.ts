import { type Browser, chromium } from 'playwright-core'
import { chromiumPath } from './chromiumPath.js'

/**
 * Headless Chromium with the flags this machine needs: no sandbox (root), and none of the
 * background services that would try to reach the internet.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}
