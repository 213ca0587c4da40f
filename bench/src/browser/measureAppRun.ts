import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { countRequests, type RequestCount } from './countRequests.js'
import { heapUsed } from './heapUsed.js'
import { closeModal, openModal } from './openAndCloseModal.js'
import { firstClickAt, TEXT, waitForText } from './pageText.js'
import { recordRequests } from './recordRequests.js'

export const PAGE_INIT_SCRIPT = fileURLToPath(new URL('./pageInit.js', import.meta.url))

export interface AppRun {
  /** Navigation start to the Connect button being visible (page clock). */
  buttonVisibleMs: number
  /** Click on Connect, once the page is loaded and quiet, to the injected wallet listed. */
  clickToListMs: number | undefined
  /** The same from a click the frame the button shows (measureEarlyClick, its own context). */
  clickEarlyToListMs?: number | undefined
  /** JS heap in use once the page is loaded and quiet, after a full GC. */
  heapAfterLoadBytes: number
  /** After the first open/close cycle (the modal's code loaded), after a full GC. */
  heapAfterFirstCycleBytes: number | undefined
  /** After all the cycles, after a full GC. */
  heapAfterCyclesBytes: number | undefined
  cycles: number
  /** Mean time of one open/close cycle. */
  cycleMs: number | undefined
  requestsBeforeClick: RequestCount
}

export interface AppRunOptions {
  hasModal: boolean
  /** Open/close cycles, the first included. */
  cycles: number
}

/**
 * One run of one app in a fresh browser context: load, time the button, wait for the network
 * to go quiet, weigh the heap, count requests, then open and close the modal `cycles` times.
 */
export async function measureAppRun(
  browser: Browser,
  url: string,
  options: AppRunOptions,
): Promise<AppRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ path: PAGE_INIT_SCRIPT })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const recorder = recordRequests(page)
    await page.goto(url, { waitUntil: 'commit' })
    const buttonVisibleMs = await waitForText(page, TEXT.connectButton)
    await recorder.quiet()
    const heapAfterLoadBytes = await heapUsed(cdp)
    const requestsBeforeClick = countRequests(recorder.requests(), url)
    if (!options.hasModal) {
      return {
        buttonVisibleMs,
        clickToListMs: undefined,
        heapAfterLoadBytes,
        heapAfterFirstCycleBytes: undefined,
        heapAfterCyclesBytes: undefined,
        cycles: 0,
        cycleMs: undefined,
        requestsBeforeClick,
      }
    }
    const listedAt = await openModal(page)
    const clickToListMs = listedAt - (await firstClickAt(page))
    await closeModal(page)
    const heapAfterFirstCycleBytes = await heapUsed(cdp)
    const started = performance.now()
    for (let cycle = 1; cycle < options.cycles; cycle++) {
      await openModal(page)
      await closeModal(page)
    }
    const cycleMs =
      options.cycles > 1 ? (performance.now() - started) / (options.cycles - 1) : undefined
    const heapAfterCyclesBytes = await heapUsed(cdp)
    return {
      buttonVisibleMs,
      clickToListMs,
      heapAfterLoadBytes,
      heapAfterFirstCycleBytes,
      heapAfterCyclesBytes,
      cycles: options.cycles,
      cycleMs,
      requestsBeforeClick,
    }
  } finally {
    await context.close()
  }
}
