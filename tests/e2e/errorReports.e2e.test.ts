import type { Page } from 'playwright-core'
import { afterEach, beforeEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import {
  accountButton,
  answerWallet,
  connectTestWallet,
  modalDialog,
  openDemo,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Accounts no other browser test signs or swaps with. */
const REPORTER_INDEX = 17

interface StoredEvent {
  props: { type: 'track' | 'error'; event: string } & Record<string, unknown>
}

/** What the emulator's analytics ingest stored (POST /e into its embedded database). */
async function storedEvents(): Promise<StoredEvent[]> {
  const response = await fetch(inject('emulator').analyticsEvents)
  return ((await response.json()) as { events: StoredEvent[] }).events
}
const storedErrors = async () =>
  (await storedEvents()).filter((event) => event.props.type === 'error')

async function clearStoredEvents(): Promise<void> {
  await fetch(inject('emulator').analyticsEvents, { method: 'DELETE' })
}

const failureShown = (page: Page) =>
  page.getByTestId('swap-problem').filter({ hasText: 'Failed to get a swap quote' }).count()
const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

beforeEach(async () => {
  await clearStoredEvents()
})

afterEach(async () => {
  await clearFaults()
})

it('spec §8 reported with its category: a rejected signature is tracked as USER_REJECTED (flow sign), not sent as an error; a refused send arrives as an error event with its category and flow', async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: REPORTER_INDEX })
  await connectTestWallet(page)

  await page.getByTestId('sign-input').fill('will be rejected')
  await page.getByTestId('sign-button').click()
  await answerWallet(page, 'reject', /^Sign message: will be rejected$/)
  await expect
    .poll(async () => (await storedEvents()).map((event) => event.props.event), { timeout: 15_000 })
    .toContain('USER_REJECTED')
  const rejected = (await storedEvents()).find((event) => event.props.event === 'USER_REJECTED')
  expect(rejected?.props).toMatchObject({ type: 'track', properties: { flow: 'sign' } })
  expect(await storedErrors()).toEqual([])

  await page.getByTestId('send-to').fill('0x12')
  await page.getByTestId('send-amount').fill('0.01')
  await page.getByTestId('send-button').click()
  await page.getByTestId('send-error').waitFor()
  await expect.poll(storedErrors, { timeout: 15_000 }).toHaveLength(1)
  expect((await storedErrors())[0]?.props).toMatchObject({
    type: 'error',
    event: 'VALIDATION_ERROR',
    flow: 'send',
    errorMessage: 'Invalid receiver address: 0x12',
  })
})

it("spec §7 'Error reports limited to 5 per 60 seconds': swap quotes failing (the emulator's fault switch) arrive as API_ERROR of flow swaps, and a burst of 8 stops at 5", async () => {
  const { page } = await openDemo(browser.context(), {
    accountIndex: REPORTER_INDEX,
    query: { swaps: '1' },
  })
  await connectTestWallet(page)
  const dialog = modalDialog(page)
  await accountButton(page).click()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Swap')
  await dialog.getByRole('button', { name: 'Pay with ETH' }).waitFor()
  await dialog.getByRole('button', { name: 'Select token to receive' }).click()
  await dialog.getByRole('button', { name: /^Test Token/ }).click()
  await expect.poll(() => title(page)).toBe('Swap')
  await clearStoredEvents()

  await injectFault({ path: '/v1/convert/quotes', method: 'GET', status: 400, times: 100 })
  const amount = dialog.getByLabel('You pay')
  for (let attempt = 1; attempt <= 8; attempt++) {
    await amount.fill(String(attempt))
    await expect.poll(() => failureShown(page), { timeout: 20_000 }).toBe(1)
    await amount.fill('')
    await expect.poll(() => failureShown(page)).toBe(0)
  }
  await expect.poll(storedErrors, { timeout: 15_000 }).toHaveLength(5)
  for (const error of await storedErrors()) {
    expect(error.props).toMatchObject({ type: 'error', event: 'API_ERROR', flow: 'swaps' })
  }
  // The three later failures were not sent late: still 5 after the flush delay.
  await page.waitForTimeout(2_500)
  expect(await storedErrors()).toHaveLength(5)
})
