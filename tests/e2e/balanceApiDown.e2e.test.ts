import type { Page } from 'playwright-core'
import { getAddress } from 'viem'
import { afterEach, expect, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { emulatorAccount } from './harness/chainReader.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Account 4: a holder of the test token that no other browser test uses. */
const ACCOUNT_INDEX = 4

// The fault is armed on this account's balance path only, and the e2e files run one at a time
// (fileParallelism: false): no other test can meet it. Cleared whatever the outcome.
afterEach(() => clearFaults())

/** The page's requests for the balance API, counted as they are sent. */
function countBalanceRequests(page: Page, path: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1
  })
  return () => count
}

/** Two animation frames of the page: time for React to commit and for effects to run. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

it("balance API down shows the 'Token Balance Unavailable' toast and recovers after 30 s", async () => {
  const address = getAddress(emulatorAccount(ACCOUNT_INDEX))
  const path = `/v1/account/${address}/balance`
  await injectFault({ path, method: 'GET', status: 503, times: 100 })
  // The page's clock flows, and the test can jump it forward: installed before the first load.
  await browser.context().clock.install()
  const { page } = await openDemo(browser.context(), { accountIndex: ACCOUNT_INDEX })
  const balanceRequests = countBalanceRequests(page, path)
  expect(await connectTestWallet(page)).toBe(address)

  await accountButton(page).click()
  const dialog = modalDialog(page)
  await page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }).waitFor()
  const tokens = dialog.getByRole('region', { name: /^Tokens/ })
  await tokens.getByText('No tokens').waitFor()
  const failedAttempts = balanceRequests()
  expect(failedAttempts).toBeGreaterThan(0)
  await clearFaults()

  // 'balance retry block 30 s': 20 s on, the view has not asked again (a retry due by then
  // would have been sent within the two frames waited for).
  await page.clock.fastForward(20_000)
  await nextFrames(page)
  await expect(tokens.getByText('No tokens').isVisible()).resolves.toBe(true)
  expect(balanceRequests()).toBe(failedAttempts)

  // Past 30 s it asks again, and the tokens appear.
  await page.clock.fastForward(10_500)
  await expect.poll(() => balanceRequests()).toBe(failedAttempts + 1)
  await tokens.locator('.item-name', { hasText: /^Test Token\d+\.\d{3} TEST$/ }).waitFor()
  await tokens.locator('.item-name', { hasText: /^Ether/ }).waitFor()
  await expect(tokens.textContent()).resolves.toMatch(/Total \$\d+\.\d{2}/)
})
