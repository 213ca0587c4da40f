import type { Browser } from 'playwright-core'
import type { HotPaths } from '../hotpaths/runHotPaths.js'

/** Runs the hotpaths page's benchmarks in a fresh context and returns their figures. */
export async function measureHotPathsInChromium(
  browser: Browser,
  pageUrl: string,
  rpcUrl: string,
): Promise<HotPaths> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(pageUrl)
    await page.waitForFunction('document.body.dataset.ready === "true"')
    return (await page.evaluate(`window.__runHotPaths(${JSON.stringify(rpcUrl)})`)) as HotPaths
  } finally {
    await context.close()
  }
}
