import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterEach, expect, it } from 'vitest'
import { blockchainApiGet, clearFaults, injectFault } from './harness/blockchainApi.js'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  connectTestWallet,
  modalDialog,
  networkButton,
  openDemo,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/**
 * Account 13 sends to 16 on chain 1337 only: no other browser test uses either there (13 and 16
 * are used on 31337, whose history is apart). 1337's clock is moved forward here, which no other
 * test reads (the single-month history check runs on 31337).
 */
const SENDER_INDEX = 13
const RECEIVER_INDEX = 16

interface HistoryPage {
  data: Array<{ metadata: { hash: string; minedAt: string } }>
}

afterEach(() => clearFaults())

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

/** Connects account 13 and moves the demo to Localhost (1337). */
async function onLocalhost(page: Page) {
  expect(await connectTestWallet(page)).toBe(emulatorAccount(SENDER_INDEX))
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
  await expect.poll(() => networkButton(page).textContent(), { timeout: 10_000 }).toBe('Localhost')
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
}

async function historyOn1337(address: string): Promise<HistoryPage> {
  const { body } = await blockchainApiGet(`/v1/account/${address}/history`, {
    chainId: 'eip155:1337',
  })
  return body as HistoryPage
}

it('history grouped by month: a transaction mined in the next month (the chain clock moved forward) gets a heading of its own above this month', async () => {
  const chain = chainReader(1337)
  const sender = emulatorAccount(SENDER_INDEX)
  const receiver = emulatorAccount(RECEIVER_INDEX)
  const before = (await historyOn1337(sender)).data.length
  await chain.fund(sender, receiver, parseEther('0.001'))
  // The next transaction is mined 40 days later: a later calendar month in every time zone (a
  // month has at most 31 days), whatever day this one fell on. Forward only, so no later block
  // goes back in time.
  const latest = await chain.client.getBlock({ blockTag: 'latest' })
  await chain.client.request({
    method: 'evm_setNextBlockTimestamp' as never,
    params: [Number(latest.timestamp) + 40 * 24 * 60 * 60] as never,
  })
  await chain.fund(sender, receiver, parseEther('0.002'))
  // The emulator indexes blocks as they come.
  await expect.poll(async () => (await historyOn1337(sender)).data.length).toBe(before + 2)
  const history = await historyOn1337(sender)

  const { page } = await openDemo(browser.context(), { accountIndex: SENDER_INDEX })
  await onLocalhost(page)
  const months = await page.evaluate(
    (dates) =>
      dates.map((minedAt) =>
        new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
          new Date(minedAt),
        ),
      ),
    history.data.map((tx) => tx.metadata.minedAt),
  )
  const headings = [...new Set(months)]
  expect(new Set(months.slice(0, 2)).size).toBe(2)

  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Activity' }).click()
  await expect.poll(() => title(page)).toBe('Activity')
  const list = modalDialog(page).getByRole('list', { name: 'Transactions' })
  await expect
    .poll(() => list.getByRole('heading', { level: 3 }).allTextContents())
    .toEqual(headings)
  const rows = list.locator('li').filter({ has: page.locator('[data-status]') })
  const texts = await rows.allTextContents()
  expect(texts[0]).toMatch(/-0\.002 ETH$/)
  expect(texts[1]).toMatch(/-0\.001 ETH$/)
})

it("the history API down shows 'Failed to fetch transactions' and an empty list; Try again recovers once it is back", async () => {
  const sender = emulatorAccount(SENDER_INDEX)
  // A transaction of its own to list once the API is back, whichever test ran before.
  await chainReader(1337).fund(sender, emulatorAccount(RECEIVER_INDEX), parseEther('0.001'))
  await expect.poll(async () => (await historyOn1337(sender)).data.length).toBeGreaterThan(0)
  const { page } = await openDemo(browser.context(), { accountIndex: SENDER_INDEX })
  await onLocalhost(page)
  await injectFault({
    path: `/v1/account/${sender}/history`,
    method: 'GET',
    status: 503,
    times: 100,
  })

  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Activity' }).click()
  await expect.poll(() => title(page)).toBe('Activity')
  await page.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' }).waitFor()
  const dialog = modalDialog(page)
  await dialog.getByText('Your activity could not be loaded.').waitFor()

  await clearFaults()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const list = dialog.getByRole('list', { name: 'Transactions' })
  const rows = list.locator('li').filter({ has: page.locator('[data-status]') })
  await expect.poll(() => rows.count()).toBeGreaterThan(0)
})
