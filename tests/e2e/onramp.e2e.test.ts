import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The account the purchase is made with: no other browser test uses it. */
const BUYER_INDEX = 8

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

function onRampTokenBalance(owner: Address): Promise<bigint> {
  const emulator = inject('emulator')
  const token = emulator.onRamp?.token.address
  if (!token) throw new Error('The emulator reports no on-ramp token')
  const client = createPublicClient({ transport: http(emulator.chains['31337']?.rpcUrl) })
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** The demo with `?onramp=1` added (the on-ramp plugin is on only then), connected. */
async function openDemoWithOnRamp(accountIndex?: number) {
  const context = browser.context()
  const { page } = await openDemo(context, accountIndex === undefined ? {} : { accountIndex })
  const url = new URL(page.url())
  url.searchParams.set('onramp', '1')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  const address = await connectTestWallet(page)
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Buy crypto' }).click()
  await expect.poll(() => title(page)).toBe('Buy crypto')
  return { context, page, address }
}

afterEach(async () => {
  await clearFaults()
})

it('buy 50 USDC with a test card and see the balance rise on chain', async () => {
  const { context, page, address } = await openDemoWithOnRamp(BUYER_INDEX)
  const dialog = modalDialog(page)
  const before = await onRampTokenBalance(address)

  // The quote for 50 USD: the provider's fee (1-2%) comes off.
  await dialog.getByLabel('You pay').fill('50')
  await expect.poll(() => page.getByTestId('onramp-purchase-amount').textContent()).toBe('49.25')
  await expect(dialog.getByText('Fee 1-2%').count()).resolves.toBe(1)
  await expect(dialog.getByRole('button', { name: 'Pay in USD' }).count()).resolves.toBe(1)

  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: /^Meld/ }).click(),
  ])
  await checkout.waitForLoadState()
  const url = new URL(checkout.url())
  expect(url.searchParams.get('walletAddress')).toBe(address)
  expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
  expect(url.searchParams.get('externalCustomerId')).toBe(inject('emulator').projectId)
  expect(url.searchParams.get('publicKey')).not.toBe('')
  await expect.poll(() => title(page)).toBe('Buy in progress')

  await checkout.getByLabel('Amount (USDC)').fill('50')
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor()
  await expect(checkout.getByRole('status').textContent()).resolves.toContain(
    '50 USDC sent to your wallet',
  )

  await expect.poll(() => onRampTokenBalance(address)).toBe(before + parseUnits('50', 18))
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect.poll(() => title(page)).toBe('Account')
})

it('falls back to a mock quote and says so when quotes fail (spec §7)', async () => {
  await injectFault({ path: '/v1/onramp/quote', method: 'POST', status: 500, times: 50 })
  const { page } = await openDemoWithOnRamp()
  const dialog = modalDialog(page)
  await dialog.getByLabel('You pay').fill('50')
  await expect
    .poll(() => page.getByTestId('onramp-quote-notice').textContent(), { timeout: 20_000 })
    .toBe('Live quote unavailable: showing an estimate')
  expect(await page.getByTestId('onramp-purchase-amount').textContent()).toBe('50')
})

it('refuses an amount outside the default card limits of 10.00 to 7500.00', async () => {
  const { page } = await openDemoWithOnRamp()
  const dialog = modalDialog(page)
  await dialog.getByLabel('You pay').fill('5')
  await expect
    .poll(() => dialog.getByText('Amount must be between 10.00 and 7500.00 USD').count())
    .toBe(1)
  expect(await dialog.getByRole('button', { name: /^Meld/ }).isDisabled()).toBe(true)
})
