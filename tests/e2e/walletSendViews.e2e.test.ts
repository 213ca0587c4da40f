import type { Page } from 'playwright-core'
import { formatEther, parseEther } from 'viem'
import { afterEach, expect, it } from 'vitest'
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

/**
 * Account 13 (keyboardOnly's sender too) spends all its Ether in the Max test, and account 16 (the
 * light-theme accessibility walk's) receives it: the test puts both Ether balances back when it
 * ends, so the file order does not matter.
 */
const ACCOUNT_INDEX = 13
const RECEIVER_INDEX = 16

const balancesToRestore: { address: `0x${string}`; wei: bigint }[] = []
afterEach(async () => {
  const chain = chainReader()
  for (const { address, wei } of balancesToRestore.splice(0)) {
    await chain.client.request({
      method: 'hardhat_setBalance' as never,
      params: [address, `0x${wei.toString(16)}`] as never,
    })
  }
})

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

async function pickToken(page: Page, symbol: string) {
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /^(Select token|Token .*, change)$/ }).click()
  await expect.poll(() => title(page)).toBe('Select Token')
  await dialog.getByRole('button', { name: tokenRow(symbol) }).click()
  await expect.poll(() => title(page)).toBe('Send')
}

/**
 * What a viem wallet (the test wallet) checks a transfer against, as the kit's Max does: the
 * latest block's base fee x 1.2 + eth_maxPriorityFeePerGas, per gas.
 */
async function maxFeePerGas(chain: ReturnType<typeof chainReader>): Promise<bigint> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  const priority = await chain.client.request({ method: 'eth_maxPriorityFeePerGas' })
  return ((block.baseFeePerGas ?? 0n) * 12n) / 10n + BigInt(priority)
}

it("an EVM receiver with a bad checksum is refused in WalletSend with 'Invalid receiver address' (receiver checked per family: strict EIP-55)", async () => {
  // Account 0, connected by default: nothing is sent.
  const { page } = await openDemo(browser.context())
  await connectTestWallet(page)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Send')
  await pickToken(page, 'ETH')
  await dialog.getByLabel('Amount').fill('0.001')
  const receiver = emulatorAccount(RECEIVER_INDEX)
  // One letter of the checksummed address in the other case: a typo EIP-55 catches.
  const at = receiver.search(/[a-fA-F]/)
  const letter = receiver.charAt(at)
  const badChecksum = `${receiver.slice(0, at)}${letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()}${receiver.slice(at + 1)}`
  expect(badChecksum.toLowerCase()).toBe(receiver.toLowerCase())
  const receiverInput = dialog.getByLabel('Receiver address')
  await receiverInput.fill(badChecksum)
  await dialog.getByText('Invalid receiver address').waitFor()
  await expect(receiverInput.getAttribute('aria-invalid')).resolves.toBe('true')
  await expect(dialog.getByRole('button', { name: 'Preview' }).isDisabled()).resolves.toBe(true)
  expect(await title(page)).toBe('Send')

  // The checksummed address passes.
  await dialog.getByLabel('Receiver address').fill(receiver)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect.poll(() => title(page)).toBe('Review Send')
})

it('Max on Hardhat: on the test token it fills the whole balance; on ETH it fills the balance less gas x maxFeePerGas, and sending that amount mines, leaving only dust', async () => {
  const chain = chainReader()
  const sender = emulatorAccount(ACCOUNT_INDEX)
  const receiver = emulatorAccount(RECEIVER_INDEX)
  for (const address of [sender, receiver]) {
    balancesToRestore.push({ address, wei: await chain.balance(address) })
  }
  // 12.345 TEST from account 0 (a holder; other tests measure token balances as deltas).
  await chain.transferToken(emulatorAccount(0), sender, parseEther('12.345'))

  const { page } = await openDemo(browser.context(), { accountIndex: ACCOUNT_INDEX })
  expect(await connectTestWallet(page)).toBe(sender)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Send')
  const amount = dialog.getByLabel('Amount')
  const max = dialog.getByRole('button', { name: 'Max' })

  // A token pays no gas of its own: its whole balance.
  await pickToken(page, 'TEST')
  await max.click()
  await expect.poll(() => amount.inputValue()).toBe('12.345')

  // Ether: balance - gas x maxFeePerGas, with the node's own gas estimate of the transfer (Hardhat
  // answers a little over 21000) and the fee of the block the page read (no block is mined while it
  // computes: asserted). The only difference allowed is the kit's cut to 15 significant digits:
  // below 10^(digits before the point - 15) ETH.
  await pickToken(page, 'ETH')
  await dialog.getByLabel('Receiver address').fill(receiver)
  const blockBefore = await chain.client.getBlockNumber()
  await amount.fill('')
  await max.click()
  await expect.poll(() => amount.inputValue()).not.toBe('')
  expect(await chain.client.getBlockNumber()).toBe(blockBefore)
  const balance = await chain.balance(sender)
  const gas = await chain.client.estimateGas({ account: sender, to: receiver, value: 0n })
  const expected = balance - gas * (await maxFeePerGas(chain))
  const text = await amount.inputValue()
  const filled = parseEther(text)
  const wholeDigits = (text.split('.')[0] ?? '').length
  expect(filled).toBeLessThanOrEqual(expected)
  expect(expected - filled).toBeLessThan(10n ** BigInt(18 - (15 - wholeDigits)))

  // Sending it mines: the wallet's own fee check passes, and only the unspent part of the fee
  // (maxFeePerGas over the fee actually paid) and the truncation stay behind.
  const receiverBefore = await chain.balance(receiver)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect.poll(() => title(page)).toBe('Review Send')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await answerWallet(page, 'approve', new RegExp(`^Send [\\d.]+ ETH to ${receiver}$`, 'i'))
  await expect.poll(() => chain.balance(receiver)).toBe(receiverBefore + filled)
  const left = await chain.balance(sender)
  expect(left).toBeGreaterThanOrEqual(0n)
  expect(left).toBeLessThan(balance - filled)
  expect(Number(formatEther(left))).toBeLessThan(0.001)
})
