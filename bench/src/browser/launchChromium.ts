import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium; CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)))
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH')
  return found
}

/**
 * Headless Chromium with none of its own background traffic, so every request the bench
 * counts comes from the page.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      '--enable-precise-memory-info',
    ],
  })
}
