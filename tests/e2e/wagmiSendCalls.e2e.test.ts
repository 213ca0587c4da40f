import type { Page } from 'playwright-core'
import { type Address, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BATCH_CALLS } from './fixtures/wagmiApp/SendCallsPanel.js'
import { chainReader } from './harness/chainReader.js'
import { modalDialog } from './harness/demoPage.js'
import { SECURE_FRAME } from './harness/embeddedDemo.js'
import { codeFor, lastMailId } from './harness/embeddedWalletPage.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import type { FixturePage } from './harness/serveFixturePage.js'
import { useBrowser } from './harness/useBrowser.js'
import { openWagmiApp, serveWagmiFixturePage, type WagmiMajor } from './harness/wagmiFixturePage.js'

/**
 * wagmi's EIP-5792 hooks through the AppKit adapter, with a wallet that supports them: the
 * embedded wallet's smart account on 31337 (the wagmi app of wagmiApp.e2e, `?embeddedWallet=1`).
 */

const MAJORS = [2, 3] as const satisfies readonly WagmiMajor[]
const FACTORY_ABI = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

const browser = useBrowser()
const emulator = inject('emulator')
const chain = chainReader(31337)
const pages = new Map<WagmiMajor, FixturePage>()

beforeAll(async () => {
  for (const major of MAJORS) pages.set(major, await serveWagmiFixturePage(major))
}, 240_000)

// The emulator serves every test file: leave its mailbox empty, as found.
afterAll(async () => {
  await Promise.all([...pages.values()].map((page) => page.close()))
  await fetch(emulator.mailbox, { method: 'DELETE' })
})

const text = (tab: Page, id: string) => () => tab.getByTestId(id).textContent()

/** Connect Wallet -> Email -> the mailbox's code -> Verify; resolves with wagmi's address. */
async function logInByEmailToWagmi(tab: Page, email: string): Promise<Address> {
  const after = await lastMailId()
  await tab.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modalDialog(tab)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('One-time code').fill(await codeFor(email, after))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(text(tab, 'wagmi-status')).toBe('connected')
  return (await tab.getByTestId('wagmi-address').textContent()) as Address
}

/** The EOA that owns the connected embedded account, read in the modal's Account type view. */
async function ownerInModal(tab: Page): Promise<Address> {
  await tab.locator('button.appkit-btn', { hasText: /0x/ }).first().click()
  const dialog = modalDialog(tab)
  await dialog.getByRole('button', { name: 'Account type: Smart account' }).click()
  const eoa = await dialog.getByTestId('account-type-eoa').locator('.item-detail').textContent()
  await tab.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  return eoa?.trim() as Address
}

describe.each(MAJORS)('a wagmi %i app with the embedded wallet', (major) => {
  it("useSendCalls sends a two-call batch from the smart account wagmi holds as its address; useWaitForCallsStatus reports the batch's success, and each receiver gets exactly its value", async () => {
    const context = browser.context()
    const errors = await recordPageErrors(context)
    const tab = await openWagmiApp(context, pages.get(major)!, {
      embeddedWallet: '1',
      secureSite: emulator.secureSite,
    })
    const address = await logInByEmailToWagmi(tab, `wagmi${major}-calls-${Date.now()}@example.com`)
    expect(await tab.getByTestId('wagmi-chain').textContent()).toBe('31337')

    // wagmi's address is the smart account: the factory's account (salt 0) of the user's EOA.
    const owner = await ownerInModal(tab)
    expect(owner.toLowerCase()).not.toBe(address.toLowerCase())
    await expect(
      chain.client.readContract({
        address: emulator.smartAccounts!.factories['31337']!,
        abi: FACTORY_ABI,
        functionName: 'getAddress',
        args: [owner, 0n],
      }),
    ).resolves.toBe(address)

    const balancesBefore = await Promise.all(BATCH_CALLS.map(({ to }) => chain.balance(to)))
    const accountBefore = await chain.balance(address)
    await tab.getByRole('button', { name: 'Send calls with wagmi' }).click()
    // The secure frame shows the batch (both receivers) for approval.
    await modalDialog(tab).getByText('Review the request in the secure window below.').waitFor()
    const frame = tab.frameLocator(SECURE_FRAME)
    await frame.locator('#approval-method').filter({ hasText: 'Send calls' }).waitFor()
    for (const { to } of BATCH_CALLS) {
      await frame.locator('#approval-details').filter({ hasText: to }).waitFor()
    }
    await frame.getByRole('button', { name: 'Approve' }).click()

    await expect.poll(text(tab, 'wagmi-calls'), { timeout: 20_000 }).toBe('success')
    // One atomic batch: one transaction, mined successfully.
    const receipts = (await tab.getByTestId('wagmi-calls-receipts').textContent())?.split(' ')
    expect(receipts).toHaveLength(1)
    const receipt = await chain.client.getTransactionReceipt({
      hash: receipts![0] as `0x${string}`,
    })
    expect(receipt.status).toBe('success')

    for (const [index, { to, value }] of BATCH_CALLS.entries()) {
      expect(await chain.balance(to)).toBe(balancesBefore[index]! + value)
    }
    // The values left the smart account, and nothing more: the relayer paid the gas.
    const total = BATCH_CALLS.reduce((sum, { value }) => sum + value, 0n)
    expect(await chain.balance(address)).toBe(accountBefore - total)
    expect(errors.list()).toEqual([])
    await tab.close()
  })
})
