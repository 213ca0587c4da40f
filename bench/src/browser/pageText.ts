import type { Page } from 'playwright-core'

/** Texts the bench looks for in every app. */
export const TEXT = {
  /** The Connect button of every app. */
  connectButton: '^connect( wallet)?$',
  /** The injected test wallet, listed by every modal once it is open. */
  walletListed: '^Bench Wallet$',
  /** The connected account (0xf39F…2266), however an app shortens it. */
  connectedAddress: '0xf3[0-9a-f]{0,6}[^0-9a-z]{1,6}[0-9a-f]{0,2}2266',
  /** The connected account as wagmi's useAccount gives it (apps/appkit-wagmi prints it). */
  wagmiAccount: '^wagmi: 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266$',
} as const

const call = (fn: string, source: string) => `window.__bench.${fn}(${JSON.stringify(source)}, 'i')`

/**
 * Waits (polling every animation frame) until a visible element's text matches and returns
 * the page clock (performance.now()) at that frame.
 */
export async function waitForText(page: Page, source: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    `${call('hasVisibleText', source)} && performance.now()`,
    undefined,
    { polling: 'raf', timeout },
  )
  return Number(await handle.jsonValue())
}

/**
 * Runs `click` and returns the page clock of the first animation frame after it that shows
 * the text. The page looks for it every frame from the click on (pageInit's
 * watchTextFromNextClick), so the figure does not carry the driver's round trips: polling from
 * here starts a frame or two after the click, which added 15 to 35 ms to every app's figure.
 */
export async function clickAndWaitForText(
  page: Page,
  source: string,
  click: () => Promise<void>,
  timeout = 30_000,
): Promise<number> {
  await page.evaluate(
    ([text, ms]) =>
      (
        window as unknown as {
          __bench: { watchTextFromNextClick(s: string, f: string, t: number): void }
        }
      ).__bench.watchTextFromNextClick(text, 'i', ms),
    [source, timeout] as const,
  )
  await click()
  const handle = await page.waitForFunction(
    'window.__bench.watched !== undefined && window.__bench.watched',
    undefined,
    { polling: 'raf', timeout: timeout + 1000 },
  )
  const at = Number(await handle.jsonValue())
  if (Number.isNaN(at)) throw new Error(`No visible text matching ${source} within ${timeout} ms`)
  return at
}

/** Waits until no visible element's text matches; returns the page clock at that frame. */
export async function waitForNoText(page: Page, source: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    `!${call('hasVisibleText', source)} && performance.now()`,
    undefined,
    { polling: 'raf', timeout },
  )
  return Number(await handle.jsonValue())
}

/** The page clock at the first click, as the page's capture listener recorded it. */
export async function firstClickAt(page: Page): Promise<number> {
  return Number(await page.evaluate('window.__bench.firstClick'))
}
