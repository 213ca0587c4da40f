import { IMAGE_PRELOAD_TIMEOUT_MS } from '@appkit/ui'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { LOAD_BOUNDS } from './LOAD_BOUNDS.js'
import { PAGE_INIT_SCRIPT } from './measureAppRun.js'
import { closeAllWallets, openAllWallets, scrollAllWalletsToEnd } from './openAllWallets.js'
import { closeModal, openModal } from './openAndCloseModal.js'
import { type PageCounters, pageCounters } from './pageCounters.js'
import { TEXT, waitForText } from './pageText.js'

/** One printed figure of the load bench: a growth, its bound, and whether it stayed within. */
export interface LoadFigure {
  scenario: string
  figure: string
  unit: 'bytes' | 'count'
  value: number
  bound: number
  pass: boolean
}

function figure(
  scenario: string,
  name: string,
  unit: LoadFigure['unit'],
  value: number,
  bound: number,
): LoadFigure {
  return { scenario, figure: name, unit, value, bound, pass: value <= bound }
}

interface LoadPage {
  page: Page
  counters: () => Promise<PageCounters>
  close: () => Promise<void>
}

async function openLoadPage(browser: Browser, url: string): Promise<LoadPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript({ path: PAGE_INIT_SCRIPT })
  const page = await context.newPage()
  const cdp: CDPSession = await context.newCDPSession(page)
  await page.goto(url)
  await waitForText(page, TEXT.connectButton)
  return {
    page,
    counters: async () => {
      // Once the page is idle: a closed modal renders its next view hidden when the page goes
      // idle, so a count taken before that and one after would differ by that view.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), {
              timeout: 3000,
            }),
          ),
      )
      return pageCounters(cdp, async () =>
        Number(await page.evaluate('window.__bench.providerListenerCount()')),
      )
    },
    close: () => context.close(),
  }
}

/** Open/close cycles before the first measure (the engine's tiers compile the cycle's code). */
const OPEN_CLOSE_WARM_UP_CYCLES = 30

async function openCloseCycles(page: Page, cycles: number): Promise<void> {
  for (let cycle = 0; cycle < cycles; cycle++) {
    await openModal(page)
    await closeModal(page)
  }
}

async function connectDisconnect(page: Page): Promise<void> {
  await openModal(page)
  await page.getByText('Bench Wallet', { exact: true }).first().click({ timeout: 10_000 })
  await waitForText(page, TEXT.connectedAddress)
  await page.evaluate('window.__load.kit.disconnect()')
  await waitForText(page, TEXT.connectButton)
}

/** Calls the kernel's eventTracked hook `count` times, a frame every 500 so the panel renders. */
async function pushEvents(page: Page, count: number): Promise<void> {
  await page.evaluate(async (total) => {
    const load = (window as unknown as { __load: { kit: import('@appkit/kernel').AppKit } }).__load
    for (let index = 0; index < total; index++) {
      load.kit.hooks.eventTracked.call({ event: 'BENCH_LOAD', properties: { index } })
      if (index % 500 === 499) await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }, count)
}

const log = (line: string) => console.log(`[bench] load: ${line}`)

/** Pixels a frame when scrolling AllWallets to its end (its frame times are not measured here). */
const ALL_WALLETS_SCROLL_STEP_PX = 400

/**
 * The counters once every image preload race still running has settled: a pending race holds
 * its detached `new Image()` for up to IMAGE_PRELOAD_TIMEOUT_MS (then drops it), and counting
 * before that would report a node the page is about to release.
 */
async function settledCounters(counters: () => Promise<PageCounters>): Promise<PageCounters> {
  await new Promise((resolve) => setTimeout(resolve, IMAGE_PRELOAD_TIMEOUT_MS + 500))
  return counters()
}

/**
 * The load figures: 200 open/close and 100 connect/disconnect cycles, 10,000 events through
 * the devtools panel, AllWallets over 1,000 wallets. Each scenario warms up once (lazy code
 * loaded, caches filled), then measures what grew across it after a full GC. `url` is the
 * load app (bench/apps/load) with `?api=` serving 1,000 wallets.
 */
export async function measureLoad(browser: Browser, url: string): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = []
  const plain = await openLoadPage(browser, url)
  try {
    const { page, counters } = plain

    const openClose = LOAD_BOUNDS.openClose
    log(`${openClose.cycles} open/close cycles`)
    // Warmed until the engine has compiled the cycle's code: a heap snapshot diff after one
    // warm-up showed the growth was V8's optimized code (InstructionStream, Code), not objects.
    await openCloseCycles(page, OPEN_CLOSE_WARM_UP_CYCLES)
    const beforeCycles = await counters()
    await openCloseCycles(page, openClose.cycles)
    const afterCycles = await counters()
    const cyclesName = `${openClose.cycles} open/close cycles`
    figures.push(
      figure(
        cyclesName,
        'heap growth',
        'bytes',
        afterCycles.heapBytes - beforeCycles.heapBytes,
        openClose.heapBytes,
      ),
      figure(
        cyclesName,
        'DOM listeners growth',
        'count',
        afterCycles.domListeners - beforeCycles.domListeners,
        openClose.domListeners,
      ),
      figure(
        cyclesName,
        'DOM nodes growth',
        'count',
        afterCycles.domNodes - beforeCycles.domNodes,
        openClose.domNodes,
      ),
    )

    const connect = LOAD_BOUNDS.connectDisconnect
    log(`${connect.cycles} connect/disconnect cycles`)
    await connectDisconnect(page)
    const beforeConnect = await counters()
    for (let cycle = 0; cycle < connect.cycles; cycle++) await connectDisconnect(page)
    const afterConnect = await counters()
    const connectName = `${connect.cycles} connect/disconnect cycles`
    figures.push(
      figure(
        connectName,
        'heap growth',
        'bytes',
        afterConnect.heapBytes - beforeConnect.heapBytes,
        connect.heapBytes,
      ),
      figure(
        connectName,
        'DOM listeners growth',
        'count',
        afterConnect.domListeners - beforeConnect.domListeners,
        connect.domListeners,
      ),
      figure(
        connectName,
        'wallet provider listeners growth',
        'count',
        afterConnect.providerListeners - beforeConnect.providerListeners,
        connect.providerListeners,
      ),
    )

    const wallets = LOAD_BOUNDS.allWallets
    log(`AllWallets with ${wallets.wallets} wallets, ${wallets.cycles} cycles`)
    // The warm-up loads AllWallets' lazy chunk: Vite's preload helper then appends a
    // <link rel="modulepreload"> for it to <head>, which stays for the page's life. Measured
    // over one unwarmed opening, that link was the 'DOM node left after close'.
    await openAllWallets(page)
    await closeAllWallets(page)
    const beforeList = await settledCounters(counters)
    let open: PageCounters | undefined
    for (let cycle = 0; cycle < wallets.cycles; cycle++) {
      await openAllWallets(page)
      await scrollAllWalletsToEnd(page, ALL_WALLETS_SCROLL_STEP_PX)
      open ??= await counters()
      await closeAllWallets(page)
    }
    const closed = await settledCounters(counters)
    const listName = `AllWallets, ${wallets.wallets} wallets (all pages loaded)`
    const cyclesLeft = `left after ${wallets.cycles} open/scroll/close cycles`
    figures.push(
      figure(
        listName,
        'heap while open',
        'bytes',
        (open?.heapBytes ?? Number.NaN) - beforeList.heapBytes,
        wallets.heapBytesOpen,
      ),
      figure(
        listName,
        `heap ${cyclesLeft}`,
        'bytes',
        closed.heapBytes - beforeList.heapBytes,
        wallets.heapBytesAfterClose,
      ),
      figure(
        listName,
        `DOM listeners ${cyclesLeft}`,
        'count',
        closed.domListeners - beforeList.domListeners,
        wallets.domListenersPerCycle * wallets.cycles,
      ),
      figure(
        listName,
        `DOM nodes ${cyclesLeft}`,
        'count',
        closed.domNodes - beforeList.domNodes,
        wallets.domNodesPerCycle * wallets.cycles,
      ),
    )
  } finally {
    await plain.close()
  }

  const events = LOAD_BOUNDS.devtoolsEvents
  log(`${events.events} events through the devtools panel`)
  const withPanel = await openLoadPage(browser, `${url}&devtools=1`)
  try {
    const { page, counters } = withPanel
    await page.locator('[data-appkit-devtools-root]').waitFor({ state: 'attached' })
    await pushEvents(page, 100)
    const before = await counters()
    await pushEvents(page, events.filled)
    const filled = await counters()
    await pushEvents(page, events.events - events.filled)
    const after = await counters()
    const name = `${events.events} events through the devtools panel`
    figures.push(
      figure(
        name,
        'heap growth (all)',
        'bytes',
        after.heapBytes - before.heapBytes,
        events.heapBytesTotal,
      ),
      figure(
        name,
        `heap growth past the first ${events.filled}`,
        'bytes',
        after.heapBytes - filled.heapBytes,
        events.heapBytesAfterFilled,
      ),
      figure(
        name,
        'DOM listeners growth (all)',
        'count',
        after.domListeners - before.domListeners,
        events.domListeners,
      ),
      figure(
        name,
        `DOM listeners growth past the first ${events.filled}`,
        'count',
        after.domListeners - filled.domListeners,
        events.domListenersAfterFilled,
      ),
      figure(
        name,
        `DOM nodes growth past the first ${events.filled}`,
        'count',
        after.domNodes - filled.domNodes,
        events.domNodesAfterFilled,
      ),
    )
  } finally {
    await withPanel.close()
  }
  return figures
}
