import type { Browser } from 'playwright-core'
import { PAGE_INIT_SCRIPT } from './measureAppRun.js'
import { openModal } from './openAndCloseModal.js'
import { clickAndWaitForText, firstClickAt, TEXT, waitForText } from './pageText.js'
import { type RecordedRequest, recordRequests } from './recordRequests.js'

export interface ConnectFlow {
  /**
   * Same-origin JS files fetched from the page's load until connected and quiet (paths like
   * 'assets/x.js'): the initial files, then whatever the app warms or loads on the click.
   */
  jsFetched: string[]
  /** Click on Connect to the account's address showing. */
  clickToConnectedMs: number
  /** Every request from the first click on, other origins included. */
  requestsAfterClick: RecordedRequest[]
}

function jsFiles(requests: readonly RecordedRequest[], origin: string): string[] {
  return requests
    .filter((request) => request.resourceType === 'script' || request.url.endsWith('.js'))
    .map((request) => new URL(request.url))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname.replace(/^\//, ''))
}

export interface ConnectFlowOptions {
  /** The text that shows once connected; TEXT.connectedAddress by default. */
  connectedText?: string
}

/**
 * The injected-wallet connect flow in a fresh context: load, click Connect, pick the
 * 'Bench Wallet' the page's init script announces, wait for the address, then for quiet.
 */
export async function measureConnectFlow(
  browser: Browser,
  url: string,
  options: ConnectFlowOptions = {},
): Promise<ConnectFlow> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ path: PAGE_INIT_SCRIPT })
    const page = await context.newPage()
    const recorder = recordRequests(page)
    await page.goto(url, { waitUntil: 'commit' })
    await waitForText(page, TEXT.connectButton)
    await recorder.quiet()
    const before = recorder.requests().length
    await openModal(page)
    const connectedAt = await clickAndWaitForText(
      page,
      options.connectedText ?? TEXT.connectedAddress,
      () => page.getByText('Bench Wallet', { exact: true }).first().click({ timeout: 10_000 }),
    )
    const clickToConnectedMs = connectedAt - (await firstClickAt(page))
    await recorder.quiet()
    const all = recorder.requests()
    const origin = new URL(url).origin
    return {
      jsFetched: jsFiles(all, origin),
      clickToConnectedMs,
      requestsAfterClick: all.slice(before),
    }
  } finally {
    await context.close()
  }
}
