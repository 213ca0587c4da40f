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
/**
 * Accounts 13 and 14 (also keyboardOnly's and activityInfiniteScroll's): these tests count
 * balance requests and never assert an amount, so what other files sent from them is harmless.
 */
const ACCOUNTS = [13, 14] as const

// Armed on these accounts' balance paths only; e2e files run one at a time.
afterEach(() => clearFaults())

/** Retry-After: 1 s, less a margin for the emulator clock's millisecond rounding. */
const RETRY_AFTER_TOLERANCE_MS = 990

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

it("balance API 429 with Retry-After: 1: the 3 retries each wait the server's 1 s, then 'Token Balance Unavailable'; after the 30 s block the tokens show", async () => {
  // The page clock runs in real time here: pausing it also stalls the scheduler's own
  // zero-delay timers, which made the retries lag one step behind the test's clock.
  const { page, path, errors } = await openAccountUnderFault(ACCOUNTS[0], {
    status: 429,
    headers: { 'Retry-After': '1' },
    times: 100,
  })
  const attempts = await emulatorRequests(path, { method: 'GET' })
  // One lookup (the connect's read and the Account view's share it): first try plus 3 retries.
  expect(attempts).toHaveLength(4)
  const gaps = attempts.slice(1).map((attempt, i) => attempt.at - (attempts[i]?.at ?? 0))
  // Each retry waited Retry-After (1 s), not the 150/300/600 ms backoff it replaces.
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_TOLERANCE_MS)
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
