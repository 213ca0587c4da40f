import type { Fault } from '@appkit/emulator'
import type { Page } from 'playwright-core'
import { getAddress } from 'viem'
import { afterEach, expect, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { emulatorAccount } from './harness/chainReader.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { type PageErrors, recordPageErrors } from './harness/recordPageErrors.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
/** Accounts 13 and 14 (native balance only): no other browser test uses them. */
const ACCOUNTS = [13, 14] as const

// Armed on these accounts' balance paths only; e2e files run one at a time.
afterEach(() => clearFaults())

async function balanceRequests(path: string): Promise<number> {
  return (await emulatorRequests(path, { method: 'GET' })).length
}

/**
 * Connects account `index` with the balance path faulted and the page clock installed, opens
 * the Account view; resolves once 'Token Balance Unavailable' shows.
 */
async function openAccountUnderFault(
  index: number,
  fault: Omit<Fault, 'path' | 'method'>,
  whileFailing: (page: Page, path: string) => Promise<void> = async () => {},
): Promise<{ page: Page; path: string; errors: PageErrors }> {
  await clearFaults()
  const address = getAddress(emulatorAccount(index))
  const path = `/v1/account/${address}/balance`
  const context = browser.context()
  const errors = await recordPageErrors(context)
  await context.clock.install()
  await injectFault({ path, method: 'GET', ...fault })
  const { page } = await openDemo(context, { accountIndex: index })
  expect(await connectTestWallet(page)).toBe(address)
  await accountButton(page).click()
  await whileFailing(page, path)
  await page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }).waitFor()
  return { page, path, errors }
}

/** Past the 30 s retry block, with the fault cleared: the Account view lists the tokens. */
async function recovers(page: Page): Promise<void> {
  await clearFaults()
  await page.clock.fastForward(30_500)
  const tokens = modalDialog(page).getByRole('region', { name: /^Tokens/ })
  await tokens.locator('.item-name', { hasText: /^Ether/ }).waitFor()
}

it("balance API 429 with Retry-After: 1: each of the 3 retries waits the server's 1 s (fake clock), then 'Token Balance Unavailable'; after the 30 s block the tokens show", async () => {
  const { page, errors } = await openAccountUnderFault(
    ACCOUNTS[0],
    { status: 429, headers: { 'Retry-After': '1' }, times: 100 },
    async (page, path) => {
      // The connect's own balance read may come first: count from the first attempt seen.
      await expect.poll(() => balanceRequests(path)).toBeGreaterThanOrEqual(1)
      const first = await balanceRequests(path)
      // Stop the page's clock where it is: from here only the test moves time, so the check
      // below cannot race the real second of Retry-After on a busy machine.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100))
      await page.clock.runFor(400)
      // Past the 150 ms backoff but short of Retry-After: no retry yet.
      expect(await balanceRequests(path)).toBe(first)
      for (let retry = 1; retry <= 3; retry++) {
        await page.clock.fastForward(1_000)
        await expect.poll(() => balanceRequests(path)).toBeGreaterThanOrEqual(first + retry)
      }
      await page.clock.resume()
    },
  )
  await recovers(page)
  expect(errors.list()).toEqual([])
})

it("balance API answers malformed JSON: not retried (not a retry status), 'Token Balance Unavailable'; after the 30 s block the tokens show", async () => {
  const { page, path, errors } = await openAccountUnderFault(ACCOUNTS[1], {
    status: 200,
    body: '{"balances": [',
    times: 100,
  })
  const attempts = await balanceRequests(path)
  await page.clock.fastForward(5_000)
  expect(await balanceRequests(path)).toBe(attempts)
  await recovers(page)
  expect(errors.list()).toEqual([])
})
