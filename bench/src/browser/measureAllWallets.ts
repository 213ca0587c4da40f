import type { Browser } from 'playwright-core'
import { percentile } from '../percentile.js'
import { PAGE_INIT_SCRIPT } from './measureAppRun.js'
import { openAllWallets } from './openAllWallets.js'

/** The search typed into AllWallets: with generateWallets' names it matches 20 wallets. */
export const SEARCH_TERM = 'falcon'
/** Pixels scrolled per animation frame (about 3000 px/s at 60 frames a second). */
export const SCROLL_STEP_PX = 48

export interface FrameStats {
  frames: number
  medianMs: number
  p95Ms: number
  maxMs: number
  /** Frames longer than 1000/60 × 1.5 ms (a dropped frame at 60 Hz). */
  longFrames: number
}

export interface AllWalletsRun {
  /** Last keystroke to the grid showing only matching wallets. */
  searchMs: number
  /** Last keystroke to the search request starting (the 500 ms debounce and the dispatch). */
  searchBeforeRequestMs: number | undefined
  /** The search request itself (start to response end). */
  searchRequestMs: number | undefined
  /** Response end to the grid updated (decode, React render, layout). */
  searchAfterResponseMs: number | undefined
  /** Scrolling down while pages of 40 load, until every wallet is loaded. */
  scrollLoading: FrameStats
  /** Scrolling back up over the fully loaded list. */
  scrollLoaded: FrameStats
  /** Every wallet was loaded by the end of the scroll. */
  allLoaded: boolean
  gridHeightPx: number
}

function frameStats(deltas: readonly number[]): FrameStats {
  const sorted = [...deltas].sort((a, b) => a - b)
  return {
    frames: deltas.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    longFrames: deltas.filter((delta) => delta > 25).length,
  }
}

/**
 * One AllWallets run in a fresh context: open the modal, go to All Wallets, scroll to the end
 * (loading every page) and back, then type the search term and time the list's update.
 */
export async function measureAllWallets(browser: Browser, url: string): Promise<AllWalletsRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ path: PAGE_INIT_SCRIPT })
    const page = await context.newPage()
    await page.goto(url)
    await openAllWallets(page)
    const scroll = (await page.evaluate(
      `window.__bench.scrollAllWallets(${SCROLL_STEP_PX}, 60000)`,
    )) as { down: number[]; up: number[]; loaded: boolean; scrollHeight: number }

    await page.getByRole('searchbox', { name: 'Search wallet' }).click()
    await page.keyboard.type(SEARCH_TERM)
    const settled = await page.waitForFunction(
      `window.__bench.searchSettled(${JSON.stringify(SEARCH_TERM)}) && performance.now()`,
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    const settledAt = Number(await settled.jsonValue())
    const lastKey = Number(await page.evaluate('window.__bench.lastKey'))
    const timing = (await page.evaluate(
      `window.__bench.searchRequestTiming(${JSON.stringify(SEARCH_TERM)})`,
    )) as { startTime: number; responseEnd: number } | undefined
    return {
      searchMs: settledAt - lastKey,
      searchBeforeRequestMs: timing ? timing.startTime - lastKey : undefined,
      searchRequestMs: timing ? timing.responseEnd - timing.startTime : undefined,
      searchAfterResponseMs: timing ? settledAt - timing.responseEnd : undefined,
      scrollLoading: frameStats(scroll.down),
      scrollLoaded: frameStats(scroll.up),
      allLoaded: scroll.loaded,
      gridHeightPx: scroll.scrollHeight,
    }
  } finally {
    await context.close()
  }
}
