import { parseEther } from 'viem'
import { expect, it } from 'vitest'
import { blockchainApiGet } from './harness/blockchainApi.js'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Account 14 sends, 15 receives: no other browser test uses either. */
const SENDER_INDEX = 14
const RECEIVER_INDEX = 15
/** The emulator's history page holds 20: 25 transactions make two pages. */
const SENDS = 25

interface HistoryPage {
  data: unknown[]
  next: string | null
}

it('the Activity view scrolls infinitely: the next history page loads only when the end of the list comes into view', async () => {
  const chain = chainReader()
  const sender = emulatorAccount(SENDER_INDEX)
  const receiver = emulatorAccount(RECEIVER_INDEX)
  // 0.001 ETH, 0.002 ETH, … 0.025 ETH: the newest (first page) is the largest.
  for (let index = 1; index <= SENDS; index++) {
    await chain.fund(sender, receiver, parseEther(`0.${String(index).padStart(3, '0')}`))
  }
  // The emulator indexes blocks as they come: wait until the API pages all of them.
  await expect
    .poll(async () => {
      const { body } = await blockchainApiGet(`/v1/account/${sender}/history`, {
        chainId: 'eip155:31337',
      })
      const first = body as HistoryPage
      return first.data.length === 20 && first.next !== null
    })
    .toBe(true)

  const { page } = await openDemo(browser.context(), { accountIndex: SENDER_INDEX })
  const historyRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith(`/account/${sender}/history`)) historyRequests.push(url)
  })
  expect(await connectTestWallet(page)).toBe(sender)
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Activity' }).click()
  const list = dialog.getByRole('list', { name: 'Transactions' })
  await list.locator('li', { hasText: /-0\.025 ETH$/ }).waitFor()

  // The first page fills more than the view: no second request until the user scrolls.
  const withCursor = () => historyRequests.filter((url) => url.searchParams.has('cursor'))
  await page.waitForTimeout(500)
  expect(withCursor()).toHaveLength(0)
  expect(await list.locator('li', { hasText: /-0\.001 ETH$/ }).count()).toBe(0)

  const scroller = dialog.locator('.scroller')
  const scrollToEnd = () =>
    scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await scrollToEnd()
  await expect.poll(() => withCursor().length).toBe(1)
  // The second page arrives below the first: scrolling on shows the oldest send.
  await expect
    .poll(async () => {
      await scrollToEnd()
      return list.locator('li', { hasText: /-0\.001 ETH$/ }).count()
    })
    .toBe(1)
  // The last page has no cursor: scrolling further asks for nothing more.
  await scrollToEnd()
  await page.waitForTimeout(500)
  expect(withCursor()).toHaveLength(1)
  expect(await dialog.getByRole('status', { name: 'Loading more transactions' }).count()).toBe(0)
})
