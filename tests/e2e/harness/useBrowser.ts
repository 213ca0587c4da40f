import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { launchBrowser } from './launchBrowser.js'

export const artifactsDir = new URL('../artifacts/', import.meta.url).pathname

function fileNameOf(testName: string): string {
  return testName
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}

/**
 * One browser for the file, a new context for each test (no shared cookies, storage or
 * pages). A failing test leaves a screenshot of its pages under artifacts/failures/ (emptied
 * at the start of each run by globalSetup).
 */
export function useBrowser(options: BrowserContextOptions = {}) {
  let browser: Browser | undefined
  let context: BrowserContext | undefined

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start')
    context = await browser.newContext({ viewport: { width: 1100, height: 760 }, ...options })
    // Shorter than the test's timeout, so a wait that fails says which locator it was.
    context.setDefaultTimeout(15_000)
  })
  afterEach(async ({ task }) => {
    const current = context
    context = undefined
    if (!current) return
    // An expected failure (it.fails) is no failure to look at.
    if (task.result?.state === 'fail' && !task.fails) {
      const dir = `${artifactsDir}failures/`
      mkdirSync(dir, { recursive: true })
      for (const [index, page] of current.pages().entries()) {
        await page
          .screenshot({ path: `${dir}${fileNameOf(task.name)}-${index}.png` })
          .catch(() => undefined)
      }
    }
    await current.close()
  })

  return {
    /** The current test's context. */
    context(): BrowserContext {
      if (!context) throw new Error('No browser context: call inside a test')
      return context
    },
    browser(): Browser {
      if (!browser) throw new Error('No browser: call inside a test')
      return browser
    },
  }
}
