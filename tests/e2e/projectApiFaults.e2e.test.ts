import type { Page } from 'playwright-core'
import { afterEach, expect, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import {
  answerWallet,
  connectButton,
  modalDialog,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { type PageErrors, recordPageErrors } from './harness/recordPageErrors.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const CONFIG = '/appkit/v1/config'

// Faults are armed on the project API's own paths; e2e files run one at a time, so no other
// file meets them. Cleared (with the request log) before and after each test.
let errors: PageErrors
afterEach(() => clearFaults())

async function openWithErrorsRecorded(): Promise<Page> {
  await clearFaults()
  errors = await recordPageErrors(browser.context())
  // Account 0 is shared by the connect tests; these only read, never send.
  return (await openDemo(browser.context())).page
}

async function configRequests(): Promise<number[]> {
  return (await emulatorRequests(CONFIG, { method: 'GET' })).map((request) => request.at)
}

/** After the fault: the user carries on and connects with the local configuration. */
async function connectAfterFault(page: Page): Promise<void> {
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  await page.getByTestId('account-address').waitFor()
  await modalDialog(page).waitFor({ state: 'detached' })
}

it("config 5xx: retried 3 times with backoff (150, 300, 600 ms; 'retry count 3 with 150 ms base delay, exponential backoff'), then 'Server Error'; the connect still completes", async () => {
  const page = await openWithErrorsRecorded()
  await injectFault({ path: CONFIG, method: 'GET', status: 503, times: 10 })
  await connectButton(page).click()
  await modalDialog(page).getByRole('alert').filter({ hasText: 'Server Error' }).waitFor()

  const arrivals = await configRequests()
  expect(arrivals).toHaveLength(4)
  const gaps = arrivals.slice(1).map((at, index) => at - (arrivals[index] ?? at))
  // Lower bounds only: a busy machine makes a retry late, never early.
  expect(gaps[0]).toBeGreaterThanOrEqual(140)
  expect(gaps[1]).toBeGreaterThanOrEqual(290)
  expect(gaps[2]).toBeGreaterThanOrEqual(590)

  await clearFaults()
  await connectAfterFault(page)
  expect(await configRequests()).toHaveLength(0)
  expect(errors.list()).toEqual([])
})

it("config 429 with Retry-After: 1: each retry waits the server's 1 s, not the backoff, then 'Rate Limited'; the connect still completes", async () => {
  // Real time, not a paused page clock: pausing it also stalls the effect scheduler's own
  // zero-delay timers, so the retries lagged a step behind the test's clock on a busy machine.
  const page = await openWithErrorsRecorded()
  await injectFault({
    path: CONFIG,
    method: 'GET',
    status: 429,
    headers: { 'Retry-After': '1' },
    times: 10,
  })
  await connectButton(page).click()
  await modalDialog(page).getByRole('alert').filter({ hasText: 'Rate Limited' }).waitFor()

  const arrivals = await configRequests()
  expect(arrivals).toHaveLength(4)
  const gaps = arrivals.slice(1).map((at, index) => at - (arrivals[index] ?? at))
  // Lower bounds only (a busy machine makes a retry late, never early); each is past the
  // 150/300/600 ms backoff that Retry-After replaces.
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(990)

  await clearFaults()
  await connectAfterFault(page)
  expect(errors.list()).toEqual([])
})

it('config answered with malformed JSON: no retry, no alert, no page error; the local configuration is used and the connect completes', async () => {
  const page = await openWithErrorsRecorded()
  await injectFault({ path: CONFIG, method: 'GET', status: 200, body: '{"features": [', times: 1 })
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  await expect.poll(async () => (await configRequests()).length).toBe(1)
  await connectAfterFault(page)
  expect(await configRequests()).toHaveLength(1)
  expect(errors.list()).toEqual([])
})

it("wallet list slower than the 10 s timeout (fake clock): 'Failed to load wallets' saying 'The request took too long to respond.', and Try again loads them once the fault clears", async () => {
  await browser.context().clock.install()
  const page = await openWithErrorsRecorded()
  await connectButton(page).click()
  const dialog = modalDialog(page)
  // The Connect view asks for its recommended wallets first; the fault is for All Wallets' call.
  await expect.poll(async () => (await emulatorRequests('/getWallets')).length).toBe(1)
  await injectFault({ path: '/getWallets', method: 'GET', delayMs: 600_000, times: 1 })
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await expect.poll(async () => (await emulatorRequests('/getWallets')).length).toBe(2)
  await page.clock.fastForward(10_500)
  const failure = dialog.getByRole('alert').filter({ hasText: 'Failed to load wallets' })
  await failure.waitFor()
  await expect(failure.textContent()).resolves.toContain('The request took too long to respond.')
  // A timeout is not retried (only the statuses of spec §8 are).
  expect(await emulatorRequests('/getWallets')).toHaveLength(2)

  await clearFaults()
  await failure.getByRole('button', { name: 'Try again' }).click()
  // Loaded: the list or, when the API lists none for the app's chains, 'No wallet found'.
  await dialog.locator('.tile, [role="status"]').first().waitFor()
  expect(await dialog.getByRole('alert').count()).toBe(0)
  expect(await emulatorRequests('/getWallets')).not.toHaveLength(0)
  expect(errors.list()).toEqual([])
})

it('the error recorder these runs rely on does see an unhandled rejection and an uncaught error', async () => {
  const page = await openWithErrorsRecorded()
  await page.evaluate(() => {
    void Promise.reject(new Error('nobody caught this'))
    setTimeout(() => {
      throw new Error('thrown from a timer')
    })
  })
  await expect.poll(() => errors.list().length).toBeGreaterThanOrEqual(2)
  expect(errors.list()).toContain('unhandledrejection: Error: nobody caught this')
  expect(errors.list()).toContain('pageerror: Error: thrown from a timer')
})
