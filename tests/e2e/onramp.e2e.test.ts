import { DEFAULT_MELD_PUBLIC_KEY } from '@appkit/onramp'
import type { Page, Request } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { tabTo } from './harness/focusedElement.js'
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

it('buy 50 USDC with a test card: the checkout starts at what the modal quoted, and the balance rises by it on chain', async () => {
  const { context, page, address } = await openDemoWithOnRamp(BUYER_INDEX)
  const dialog = modalDialog(page)
  const before = await onRampTokenBalance(address)

  // 50.77 USD less the provider's fee (1.5%, inside 'Fee 1-2%') buys 50 USDC.
  await dialog.getByLabel('You pay').fill('50.77')
  await expect.poll(() => page.getByTestId('onramp-purchase-amount').textContent()).toBe('50')
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
  expect(url.searchParams.get('publicKey')).toBe(DEFAULT_MELD_PUBLIC_KEY)
  await expect.poll(() => title(page)).toBe('Buy in progress')

  // The hand-off: the checkout is filled with what the modal generated; nothing is retyped.
  expect(await checkout.getByLabel('Amount (USDC)').inputValue()).toBe('50')
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

/** The next POST onramp/quote the page sends whose body matches. */
function quoteRequest(page: Page, matches: (body: Record<string, unknown>) => boolean) {
  return page.waitForRequest((request: Request) => {
    if (!request.url().includes('/v1/onramp/quote') || request.method() !== 'POST') return false
    return matches(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
  })
}

it('pays in EUR chosen by keyboard, with a chosen token and by bank account; Back to account restores USD, 100 and card', async () => {
  const { context, page } = await openDemoWithOnRamp()
  const dialog = modalDialog(page)
  await expect.poll(() => page.getByTestId('onramp-purchase-amount').textContent()).toBe('98.5')
  const quotesBefore = (await emulatorRequests('/v1/onramp/quote', { method: 'POST' })).length

  // OnRampFiatSelect by keyboard: Enter on 'Pay in USD', Tab to EUR, Enter.
  await dialog.getByRole('button', { name: 'Pay in USD' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => title(page)).toBe('Select currency')
  await tabTo(page, (focused) => focused.where === 'modal' && focused.text.startsWith('EUR'))
  const askedInEur = quoteRequest(page, (body) => body.paymentCurrency === 'EUR')
  await page.keyboard.press('Enter')
  await askedInEur
  await expect.poll(() => title(page)).toBe('Buy crypto')
  await expect(dialog.getByRole('button', { name: 'Pay in EUR' }).count()).resolves.toBe(1)
  await expect.poll(() => dialog.getByText('Card: 10.00 to 7500.00 EUR').count()).toBe(1)
  // The emulator received it: counted at the server, not only sent.
  await expect
    .poll(async () => (await emulatorRequests('/v1/onramp/quote', { method: 'POST' })).length)
    .toBeGreaterThan(quotesBefore)

  // OnRampTokenSelect: the emulator's USD Coin on the local chains; choosing it goes back.
  await dialog.getByRole('button', { name: 'Buy USDC' }).click()
  await expect.poll(() => title(page)).toBe('Select token')
  const askedForUsdc = quoteRequest(
    page,
    (body) => body.purchaseCurrency === 'USDC' && body.paymentCurrency === 'EUR',
  )
  await dialog.getByRole('button', { name: /^USD Coin/ }).click()
  await askedForUsdc
  await expect.poll(() => title(page)).toBe('Buy crypto')
  await expect(dialog.getByRole('button', { name: 'Buy USDC' }).count()).resolves.toBe(1)

  // Bank account: its limits apply, so 20000 EUR (above the card maximum) is quoted live.
  await dialog.getByRole('radio', { name: 'Bank account' }).check()
  await expect.poll(() => dialog.getByText('Bank account: 10.00 to 25000.00 EUR').count()).toBe(1)
  await dialog.getByLabel('You pay').fill('20000')
  await expect.poll(() => page.getByTestId('onramp-purchase-amount').textContent()).toBe('19700')
  expect(await page.getByTestId('onramp-quote-notice').count()).toBe(0)

  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: /^Meld/ }).click(),
  ])
  await expect.poll(() => title(page)).toBe('Buy in progress')
  await checkout.close()
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect.poll(() => title(page)).toBe('Account')

  // Reopened: the defaults again.
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await expect.poll(() => title(page)).toBe('Buy crypto')
  await expect(dialog.getByRole('button', { name: 'Pay in USD' }).count()).resolves.toBe(1)
  expect(await dialog.getByLabel('You pay').inputValue()).toBe('100')
  expect(await dialog.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true)
  await expect.poll(() => page.getByTestId('onramp-purchase-amount').textContent()).toBe('98.5')
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
