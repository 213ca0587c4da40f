import type { Page } from 'playwright-core'
import type { Address, Hash } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  answerWallet,
  askWallet,
  connectTestWallet,
  modalDialog,
  openDemo,
} from './harness/demoPage.js'
import { runAxeOnModal } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

// Issue 25: kit.transactions follows every send, and any hash or EIP-5792 bundle id an app
// adds, from pending to confirmed or failed, on the emulator's Hardhat chain 31337.

const browser = useBrowser()
const chain = chainReader()
const rpc = (method: string, params: unknown[] = []) =>
  chain.client.request({ method, params } as never)

/** Hardhat mines every transaction at once; turned off, a transaction stays pending until evm_mine. */
async function setAutomine(on: boolean) {
  await rpc('evm_setAutomine', [on])
}
afterEach(async () => {
  await setAutomine(true)
})

function transactionToasts(page: Page) {
  return page.locator('.appkit-tx-toasts')
}

/** What kit.transactions holds, read in the page (`?exposeKit=1`). */
function followed(page: Page): Promise<{ id: string; status: string; kind: string }[]> {
  return page.evaluate(() => {
    const kit = (
      window as unknown as {
        appkitDemoKit: {
          transactions: {
            store: { getState(): { records: { id: string; status: string; kind: string }[] } }
          }
        }
      }
    ).appkitDemoKit
    return kit.transactions.store
      .getState()
      .records.map(({ id, status, kind }) => ({ id, status, kind }))
  })
}

function addInPage(page: Page, input: { hash: string } | { bundleId: string }) {
  return page.evaluate((value) => {
    const kit = (
      window as unknown as {
        appkitDemoKit: { transactions: { add(input: unknown): Promise<{ status: string }> } }
      }
    ).appkitDemoKit
    return kit.transactions.add(value).then(
      (record) => record.status,
      (error: Error) => `error: ${error.message}`,
    )
  }, input)
}

async function sendEth(page: Page, to: Address, amount: string): Promise<Hash> {
  await page.getByTestId('send-asset').selectOption('native')
  await page.getByTestId('send-to').fill(to)
  await page.getByTestId('send-amount').fill(amount)
  await page.getByTestId('send-button').click()
  await answerWallet(page, 'approve')
  await expect.poll(() => page.getByTestId('send-hash').textContent()).toMatch(/0x[0-9a-f]{64}$/)
  return (await page.getByTestId('send-hash').textContent())?.match(/0x[0-9a-f]{64}$/)?.[0] as Hash
}

it('a send shows a pending toast, then a confirmation once mined, with the explorer link; Recent transactions lists it', async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: 1, query: { exposeKit: '1' } })
  await connectTestWallet(page)
  await setAutomine(false)
  const hash = await sendEth(page, emulatorAccount(8), '0.001')

  const toast = transactionToasts(page).locator('.appkit-tx-toast')
  await expect.poll(() => toast.textContent()).toContain('0.001 ETH: Pending')
  await expect(toast.getAttribute('role')).resolves.toBe('status')
  const link = toast.getByRole('link', { name: 'View on explorer' })
  const explorerUrl = `${inject('emulator').api}/explorer/31337/tx/${hash}`
  await expect(link.getAttribute('href')).resolves.toBe(explorerUrl)
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer')
  expect(await runAxeOnModal(page, '.appkit-tx-toasts')).toEqual([])
  // Keyboard: the toast's link and Dismiss are reachable; pointer or focus on it holds it.
  await link.focus()
  await page.keyboard.press('Tab')
  await expect(
    page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
  ).resolves.toBe('Dismiss: 0.001 ETH')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

  await rpc('evm_mine')
  await expect
    .poll(() => toast.textContent(), { timeout: 15_000 })
    .toContain('0.001 ETH: Confirmed')
  const explorerPage = await (await fetch(explorerUrl)).text()
  expect(explorerPage).toContain('>confirmed<')

  await accountButton(page).click()
  const recent = modalDialog(page).getByRole('region', { name: 'Recent transactions' })
  await expect
    .poll(() => recent.getByRole('listitem').first().textContent())
    .toMatch(/0\.001 ETH.*Confirmed/)
  await expect(
    recent.getByRole('link', { name: 'View on explorer: 0.001 ETH' }).getAttribute('href'),
  ).resolves.toBe(explorerUrl)
})

it('a reverted transaction is shown as failed, and a malformed hash is refused with a clear error', async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: 1, query: { exposeKit: '1' } })
  const sender = await connectTestWallet(page)
  // A call the token contract has no function for reverts. Sent by the node's own unlocked
  // account (as another app of the visitor's would) while automine is off, so the node takes it
  // and mines it, reverted, on evm_mine.
  await setAutomine(false)
  const reverted = (await rpc('eth_sendTransaction', [
    { from: sender, to: inject('emulator').token.address, data: '0xdeadbeef', gas: '0x186a0' },
  ])) as Hash
  expect(await addInPage(page, { hash: reverted })).toBe('pending')
  await rpc('evm_mine')
  await expect
    .poll(() => followed(page))
    .toContainEqual({ id: reverted, status: 'failed', kind: 'hash' })
  const toast = transactionToasts(page).locator('.appkit-tx-toast', { hasText: 'Failed' })
  await expect(toast.getAttribute('role')).resolves.toBe('alert')

  expect(await addInPage(page, { hash: '0x1234' })).toBe('error: Invalid transaction hash: 0x1234')
  expect(await addInPage(page, { bundleId: '' })).toBe('error: Invalid call bundle id: ')
})

it("an EIP-5792 bundle from the test wallet's wallet_sendCalls is followed with wallet_getCallsStatus", async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: 1, query: { exposeKit: '1' } })
  const sender = await connectTestWallet(page)
  const call = { to: emulatorAccount(8), value: '0x1' }
  const sent = askWallet(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      from: sender,
      atomicRequired: false,
      calls: [call, call],
    },
  ])
  await answerWallet(page, 'approve')
  const { id } = (await sent) as { id: string }
  expect(await addInPage(page, { bundleId: id })).toBe('pending')
  await expect.poll(() => followed(page)).toContainEqual({ id, status: 'confirmed', kind: 'calls' })
  await expect
    .poll(() => transactionToasts(page).locator('.appkit-tx-toast').last().textContent())
    .toContain('Call bundle: Confirmed')
})

it('a reload while pending resumes following it, and the confirmation comes after the reload', async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: 1, query: { exposeKit: '1' } })
  await connectTestWallet(page)
  await setAutomine(false)
  const hash = await sendEth(page, emulatorAccount(8), '0.002')
  await expect
    .poll(() => followed(page))
    .toContainEqual({ id: hash, status: 'pending', kind: 'hash' })

  await page.reload()
  await page.getByTestId('account-address').waitFor()
  await expect
    .poll(() => followed(page))
    .toContainEqual({ id: hash, status: 'pending', kind: 'hash' })
  await rpc('evm_mine')
  await expect
    .poll(() => followed(page), { timeout: 15_000 })
    .toContainEqual({
      id: hash,
      status: 'confirmed',
      kind: 'hash',
    })
  await expect
    .poll(() => transactionToasts(page).locator('.appkit-tx-toast').textContent())
    .toContain('0.002 ETH: Confirmed')
})
