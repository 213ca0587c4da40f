import type { Page } from 'playwright-core'
import { formatEther, formatUnits, parseEther, parseUnits } from 'viem'
import { expect, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { answerWallet, connectTestWallet, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

function truncate(value: string, decimals: number): string {
  const [whole, fraction = ''] = value.split('.')
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`
}

async function send(page: Page, asset: 'native' | 'token', to: string, amount: string) {
  await page.getByTestId('send-asset').selectOption(asset)
  await page.getByTestId('send-to').fill(to)
  await page.getByTestId('send-amount').fill(amount)
  await page.getByTestId('send-button').click()
}

it('sends 0.01 ETH and 5 TEST from the Send panel: the receiver gets exactly that on chain and the page shows the new balances', async () => {
  const chain = chainReader()
  const sender = emulatorAccount(1)
  const receiver = emulatorAccount(7)
  const { page } = await openDemo(browser.context(), { accountIndex: 1 })
  expect(await connectTestWallet(page)).toBe(sender)
  await expect.poll(() => page.getByTestId('account-tokens').textContent()).toMatch(/TEST$/)

  const ethBefore = await chain.balance(receiver)
  const tokensBefore = await chain.tokenBalance(receiver)

  // 0.01 ETH: the wallet is asked to send exactly 0.01 ETH to the receiver.
  await send(page, 'native', receiver, '0.01')
  await answerWallet(page, 'approve', new RegExp(`^Send 0\\.01 ETH to ${receiver}$`, 'i'))
  await expect.poll(() => page.getByTestId('send-hash').textContent()).toMatch(/0x[0-9a-f]{64}/)
  await expect.poll(() => chain.balance(receiver)).toBe(ethBefore + parseEther('0.01'))
  const senderWei = await chain.balance(sender)
  await expect
    .poll(() => page.getByTestId('account-balance').textContent(), { timeout: 10_000 })
    .toBe(`${truncate(formatEther(senderWei), 3)} ETH`)

  // 5 TEST: a token transfer, so the wallet sees a contract call sending 0 ETH.
  await send(page, 'token', receiver, '5')
  await answerWallet(page, 'approve', /^Send 0 ETH to 0x[0-9a-f]{40} and call 0xa9059cbb$/i)
  await expect.poll(() => chain.tokenBalance(receiver)).toBe(tokensBefore + parseUnits('5', 18))
  expect(await chain.balance(receiver)).toBe(ethBefore + parseEther('0.01'))
  const senderTokens = await chain.tokenBalance(sender)
  await expect
    .poll(() => page.getByTestId('account-tokens').textContent(), { timeout: 10_000 })
    .toBe(`${truncate(formatUnits(senderTokens, 18), 2)} TEST`)
  await expect(page.getByTestId('send-error').count()).resolves.toBe(0)
})
