import type { Page } from 'playwright-core'
import { formatEther, parseEther, parseUnits } from 'viem'
import { expect, it } from 'vitest'
import { blockchainApiGet } from './harness/blockchainApi.js'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  answerWallet,
  connectTestWallet,
  modalDialog,
  openDemo,
} from './harness/demoPage.js'
import { tokenRow } from './harness/modalViews.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Account 3: a holder of the test token that no other browser test uses. */
const ACCOUNT_INDEX = 3

interface HistoryPage {
  data: Array<{
    metadata: { hash: string; minedAt: string }
    transfers: Array<{ nft_info?: { name: string; flags: { is_spam: boolean } } }>
  }>
  next: string | null
}

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

function truncate(value: string, decimals: number): string {
  const [whole, fraction = ''] = value.split('.')
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`
}

/** Account -> Send -> pick the token -> Amount, Receiver address -> Preview -> Send. */
async function sendFromViews(page: Page, symbol: string, amount: string, receiver: string) {
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Send')
  await dialog.getByRole('button', { name: /^(Select token|Token .*, change)$/ }).click()
  await expect.poll(() => title(page)).toBe('Select Token')
  await dialog.getByRole('button', { name: tokenRow(symbol) }).click()
  await expect.poll(() => title(page)).toBe('Send')
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('Receiver address').fill(receiver)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect.poll(() => title(page)).toBe('Review Send')
  await dialog.getByRole('heading', { name: `${amount} ${symbol}` }).waitFor()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

it('send native and token from the views and see history list both, grouped by month (spam hidden)', async () => {
  const chain = chainReader()
  const sender = emulatorAccount(ACCOUNT_INDEX)
  const receiver = emulatorAccount(10)
  // An airdrop from the spam collection: in the API's history, hidden by the Activity view.
  const spamHash = await chain.mintSpamNft(sender)

  const { page } = await openDemo(browser.context(), { accountIndex: ACCOUNT_INDEX })
  expect(await connectTestWallet(page)).toBe(sender)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  // The token list comes from the balance API: both assets, priced.
  const tokens = modalDialog(page).getByRole('region', { name: /^Tokens/ })
  await tokens.locator('.item-name', { hasText: /^Test Token\d+\.\d{3} TEST$/ }).waitFor()
  await tokens.locator('.item-name', { hasText: /^Ether\d+\.\d{3} ETH$/ }).waitFor()

  const ethBefore = await chain.balance(receiver)
  const tokensBefore = await chain.tokenBalance(receiver)

  // Native: 'after a native EVM send there is no navigation, only a balance refresh'.
  await sendFromViews(page, 'ETH', '0.0123', receiver)
  await answerWallet(page, 'approve', new RegExp(`^Send 0\\.0123 ETH to ${receiver}$`, 'i'))
  await modalDialog(page).locator('p.lead', { hasText: 'Transaction sent' }).waitFor()
  await expect.poll(() => chain.balance(receiver)).toBe(ethBefore + parseEther('0.0123'))
  expect(await title(page)).toBe('Review Send')
  const senderWei = await chain.balance(sender)
  await expect
    .poll(() => accountButton(page).textContent())
    .toContain(`${truncate(formatEther(senderWei), 3)} ETH`)
  expect(await title(page)).toBe('Review Send')
  await modalDialog(page).getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => title(page)).toBe('Account')

  // Token: 'after an EVM token send ... the view returns to Account'.
  await sendFromViews(page, 'TEST', '7.5', receiver)
  await answerWallet(page, 'approve', /^Send 0 ETH to 0x[0-9a-f]{40} and call 0xa9059cbb$/i)
  await expect.poll(() => title(page)).toBe('Account')
  await expect.poll(() => chain.tokenBalance(receiver)).toBe(tokensBefore + parseUnits('7.5', 18))

  // The API's history has both sends and the spam airdrop.
  const { status, body } = await blockchainApiGet(`/v1/account/${sender}/history`, {
    chainId: 'eip155:31337',
  })
  expect(status).toBe(200)
  const history = body as HistoryPage
  expect(history.next).toBeNull()
  const spam = history.data.find((tx) => tx.metadata.hash === spamHash)
  expect(spam?.transfers.every((transfer) => transfer.nft_info?.flags.is_spam)).toBe(true)
  const [latest] = history.data
  if (!latest) throw new Error('The history is empty')
  // The month heading of the newest transaction, in the page's own time zone.
  const month = await page.evaluate(
    (minedAt) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
        new Date(minedAt),
      ),
    latest.metadata.minedAt,
  )

  await modalDialog(page).getByRole('button', { name: 'Activity' }).click()
  await expect.poll(() => title(page)).toBe('Activity')
  const list = modalDialog(page).getByRole('list', { name: 'Transactions' })
  const rows = list.locator('li').filter({ has: page.locator('[data-status]') })
  await expect.poll(() => rows.count()).toBe(history.data.length - 1)
  // Every transaction of this run is this month's: one heading, the sends right under it.
  expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual([month])
  const texts = await rows.allTextContents()
  expect(texts[0]).toMatch(/^↑Sent.*Confirmed-7\.5 TEST$/)
  expect(texts[1]).toMatch(/^↑Sent.*Confirmed-0\.0123 ETH$/)
  expect(texts.join('\n')).not.toContain(spam?.transfers[0]?.nft_info?.name ?? 'no spam NFT')
})
