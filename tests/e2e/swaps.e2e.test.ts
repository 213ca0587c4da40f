import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import {
  accountButton,
  answerWallet,
  connectTestWallet,
  modalDialog,
  modalSettled,
  networkButton,
  openDemo,
} from './harness/demoPage.js'
import { runAxeOnModal } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The account that swaps: no other browser test uses it. */
const SWAPPER_INDEX = 6

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

function chain() {
  return createPublicClient({ transport: http(inject('emulator').chains['31337']?.rpcUrl) })
}

function balances(owner: Address) {
  const client = chain()
  return Promise.all([
    client.getBalance({ address: owner }),
    client.readContract({
      address: inject('emulator').token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    }),
  ])
}

async function expectNoAxeFindings(page: Page) {
  // The pointer stays where the last click was; a hovered primary button is another colour.
  await page.mouse.move(0, 0)
  await modalSettled(page)
  expect(await runAxeOnModal(page)).toEqual([])
}

afterEach(async () => {
  await clearFaults()
})

it("swaps ETH for TEST, then TEST back with the approval (a refused one says 'Approval failed'); quotes failing and an unsupported network show their message", async () => {
  const pool = inject('emulator').swaps?.pool
  if (!pool) throw new Error('The emulator reports no swap pool')
  const { page } = await openDemo(browser.context(), {
    accountIndex: SWAPPER_INDEX,
    query: { swaps: '1' },
  })
  const address = await connectTestWallet(page)
  const dialog = modalDialog(page)
  await accountButton(page).click()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Swap')
  await dialog.getByRole('button', { name: 'Pay with ETH' }).waitFor()
  await expectNoAxeFindings(page)

  // SwapSelectToken: the token to receive.
  await dialog.getByRole('button', { name: 'Select token to receive' }).click()
  await expect.poll(() => title(page)).toBe('Select token to receive')
  await dialog.getByRole('button', { name: /^Test Token/ }).waitFor()
  await expectNoAxeFindings(page)
  await dialog.getByRole('button', { name: /^Test Token/ }).click()
  await expect.poll(() => title(page)).toBe('Swap')

  // ETH -> TEST: a quote from the pool's reserves, no approval for the native currency.
  const [ethBefore, testBefore] = await balances(address)
  await dialog.getByLabel('You pay').fill('0.1')
  await expect
    .poll(async () => Number(await page.getByTestId('swap-to-amount').textContent()))
    .toBeGreaterThan(99)
  const quoted = Number(await page.getByTestId('swap-to-amount').textContent())
  expect(quoted).toBeLessThan(100)
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await expect.poll(() => title(page)).toBe('Review swap')
  await expect(page.getByTestId('swap-preview-pay').textContent()).resolves.toBe('0.1 ETH')
  await expect(dialog.getByText('Minimum received (slippage 1%)').count()).resolves.toBe(1)
  const swapButton = dialog.getByRole('button', { name: 'Swap', exact: true })
  await expect.poll(() => swapButton.isEnabled()).toBe(true)
  await expectNoAxeFindings(page)
  // Refused in the wallet: the failure toast, nothing changes on chain; then accepted.
  await swapButton.click()
  await answerWallet(page, 'reject')
  await page.getByText(/^Swap failed: /).waitFor()
  await expect(balances(address)).resolves.toEqual([ethBefore, testBefore])
  await swapButton.click()
  await answerWallet(page, 'approve', new RegExp(`^Send 0\\.1 ETH to ${pool} and call 0x`, 'i'))
  await page.getByText(/^Swapped 0\.1 ETH for 99\.\d+ TEST$/).waitFor()
  const [ethAfterBuy, testAfterBuy] = await balances(address)
  expect(testAfterBuy - testBefore).toBeGreaterThan(parseEther('99'))
  expect(ethAfterBuy).toBeLessThan(ethBefore - parseEther('0.1'))

  // TEST -> ETH: selling a token needs the approval first.
  await expect.poll(() => title(page)).toBe('Swap')
  await dialog.getByRole('button', { name: 'Switch tokens' }).click()
  await dialog.getByRole('button', { name: 'Pay with TEST' }).waitFor()
  await dialog.getByLabel('You pay').fill('50')
  await expect
    .poll(async () => Number(await page.getByTestId('swap-to-amount').textContent()))
    .toBeGreaterThan(0.04)
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  const token = inject('emulator').token.address
  // The approval refused in the wallet: the 'Approval failed' toast, still 'Approve TEST'.
  await dialog.getByRole('button', { name: 'Approve TEST' }).click()
  await answerWallet(
    page,
    'reject',
    new RegExp(`^Send 0 ETH to ${token} and call 0x095ea7b3$`, 'i'),
  )
  await page.getByText(/^Approval failed: /).waitFor()
  await dialog.getByRole('button', { name: 'Approve TEST' }).click()
  await answerWallet(
    page,
    'approve',
    new RegExp(`^Send 0 ETH to ${token} and call 0x095ea7b3$`, 'i'),
  )
  await page.getByText('TEST approved for swapping').waitFor()
  await swapButton.click()
  await answerWallet(page, 'approve', new RegExp(`^Send 0 ETH to ${pool} and call 0x`, 'i'))
  await page.getByText(/^Swapped 50 TEST for 0\.04\d+ ETH$/).waitFor()
  const [ethAfterSell, testAfterSell] = await balances(address)
  expect(testAfterSell).toBe(testAfterBuy - parseEther('50'))
  expect(ethAfterSell).toBeGreaterThan(ethAfterBuy)

  // Quotes failing (the swap API answers 500 until cleared).
  await expect.poll(() => title(page)).toBe('Swap')
  await injectFault({ path: '/v1/convert/quotes', method: 'GET', status: 500, times: 50 })
  await dialog.getByLabel('You pay').fill('1')
  await expect
    .poll(() => page.getByTestId('swap-problem').textContent(), { timeout: 20_000 })
    .toBe('Failed to get a swap quote. Try again.')
  await expect(dialog.getByRole('button', { name: 'Review swap' }).isDisabled()).resolves.toBe(true)
  await clearFaults()

  // Chain 1337 is no swap network: Swap says so.
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await networkButton(page).click()
  await dialog.getByRole('button', { name: 'Localhost' }).click()
  await expect.poll(() => networkButton(page).textContent(), { timeout: 10_000 }).toBe('Localhost')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await accountButton(page).click()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect
    .poll(() => page.getByTestId('swap-unsupported').textContent())
    .toBe('Network not supported for Swaps')
})
