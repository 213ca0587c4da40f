import { expect, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import {
  answerWallet,
  connectButton,
  connectTestWallet,
  modalDialog,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const USER_REJECTED = 'User rejected the request.'

it('rejecting the connect prompt (4001) shows "User rejected the request." in the modal and stays disconnected', async () => {
  const { page } = await openDemo(browser.context())
  await connectButton(page).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'reject', /^Connect$/)

  const dialog = modalDialog(page)
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(USER_REJECTED)
  await expect(dialog.getByRole('heading', { name: 'Connection failed' }).count()).resolves.toBe(1)
  await expect(dialog.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
  await expect(page.getByTestId('account-status').textContent()).resolves.toBe(
    'Not connected (disconnected)',
  )
  await expect(page.getByTestId('account-address').count()).resolves.toBe(0)
})

it('rejecting a send (4001) shows the error in the Send panel and moves nothing on chain', async () => {
  const chain = chainReader()
  const sender = emulatorAccount(0)
  const receiver = emulatorAccount(8)
  const { page } = await openDemo(browser.context())
  expect(await connectTestWallet(page)).toBe(sender)
  const senderBefore = await chain.balance(sender)
  const receiverBefore = await chain.balance(receiver)
  const nonceBefore = await chain.client.getTransactionCount({ address: sender })

  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.02')
  await page.getByTestId('send-button').click()
  await answerWallet(page, 'reject', /^Send 0\.02 ETH to /)

  await expect.poll(() => page.getByTestId('send-error').textContent()).toBe(USER_REJECTED)
  await expect(page.getByTestId('send-hash').count()).resolves.toBe(0)
  expect(await chain.balance(receiver)).toBe(receiverBefore)
  expect(await chain.balance(sender)).toBe(senderBefore)
  expect(await chain.client.getTransactionCount({ address: sender })).toBe(nonceBefore)
  // Still connected: a rejected request is not a disconnect.
  await expect(page.getByTestId('account-address').textContent()).resolves.toBe(sender)
})
