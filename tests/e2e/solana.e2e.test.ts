import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import {
  accountButton,
  answerWallet,
  connectTestWallet,
  modalDialog,
  networkButton,
} from './harness/demoPage.js'
import { tokenRow } from './harness/modalViews.js'
import { lamportsOf, solanaEmulator } from './harness/solanaRpc.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
async function openSolanaDemo(): Promise<Page> {
  const page = await browser.context().newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('testWallet', '1')
  url.searchParams.set('families', 'all')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  return page
}

/** Connected on EVM, pick the local Solana network: SwitchActiveChain, then Connect. */
async function switchToSolanaThroughSwitchActiveChain(page: Page) {
  await networkButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Solana Local' }).click()
  // "SwitchActiveChain is shown if the user is connected on the current chain, the target is a
  // different chain family, and the user has no account on that family."
  await expect
    .poll(() => dialog.getByRole('heading', { level: 3 }).textContent())
    .toBe('Switch to Solana Local')
  await expect(dialog.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
    'Switch Network',
  )
  await dialog.getByTestId('switch-active-chain').click()
  // Its navigate-to is Connect, replacing it in history.
  await dialog.getByRole('button', { name: /AppKit Solana Test Wallet/ }).click()
  await answerWallet(page, 'approve', /^Connect$/)
}

it('switching from the EVM network to Solana without a Solana account goes through SwitchActiveChain; the Solana test wallet connects, its address shows, a signed message verifies with ed25519, and a SOL send moves the balance', async () => {
  const page = await openSolanaDemo()
  await connectTestWallet(page)
  await switchToSolanaThroughSwitchActiveChain(page)

  const [first, second] = solanaEmulator().accounts as [string, string]
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 15_000 })
    .toBe(first)
  await expect.poll(() => networkButton(page).textContent()).toBe('Solana Local')
  await modalDialog(page).waitFor({ state: 'detached' })

  // Sign a message: a base58 ed25519 signature by the connected key.
  const message = `AppKit Solana e2e ${Date.now()}: héllo ✓`
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  await answerWallet(page, 'approve', new RegExp(`^Sign message: ${message}$`))
  const signatureText = page.getByTestId('sign-signature')
  await signatureText.waitFor()
  const signature = base58.decode((await signatureText.textContent()) ?? '')
  expect(signature).toHaveLength(64)
  const encoded = new TextEncoder().encode(message)
  expect(ed25519.verify(signature, encoded, base58.decode(first))).toBe(true)
  expect(
    ed25519.verify(signature, new TextEncoder().encode(`${message}!`), base58.decode(first)),
  ).toBe(false)
  expect(ed25519.verify(signature, encoded, base58.decode(second))).toBe(false)

  // Send 0.5 SOL to the second test account: the emulator's RPC sees both balances move.
  await expect
    .poll(() => page.getByTestId('account-balance').textContent(), { timeout: 15_000 })
    .toMatch(/SOL|^\d/)
  const balanceShownBefore = await page.getByTestId('account-balance').textContent()
  const senderBefore = await lamportsOf(first)
  const receiverBefore = await lamportsOf(second)
  await page.getByTestId('send-to').fill(second)
  await page.getByTestId('send-amount').fill('0.5')
  await page.getByTestId('send-button').click()
  await answerWallet(page, 'approve', /^Sign and send a transaction on solana:localnet$/)
  await page.getByTestId('send-hash').waitFor({ timeout: 15_000 })
  expect(await lamportsOf(second)).toBe(receiverBefore + 500_000_000)
  expect(await lamportsOf(first)).toBe(senderBefore - 500_000_000 - 5000)
  // The page's balance follows the chain.
  await expect
    .poll(() => page.getByTestId('account-balance').textContent(), { timeout: 15_000 })
    .not.toBe(balanceShownBefore)
})

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

it("sends SOL from the modal's WalletSend views on Solana (balances from the blockchain API) and, per spec §4 'after … a Solana send the view returns to Account', lands on Account; the RPC sees the balances move", async () => {
  const page = await openSolanaDemo()
  await connectTestWallet(page)
  await switchToSolanaThroughSwitchActiveChain(page)
  const [sender, , receiver] = solanaEmulator().accounts as [string, string, string]
  await expect.poll(() => networkButton(page).textContent()).toBe('Solana Local')
  await modalDialog(page).waitFor({ state: 'detached' })

  await accountButton(page).click()
  const dialog = modalDialog(page)
  await expect.poll(() => title(page)).toBe('Account')
  // The emulator's balance API now serves Solana: SOL and the SPL test token, no toast.
  const tokens = dialog.getByRole('region', { name: /^Tokens/ })
  await tokens.locator('.item-name', { hasText: /^Solana\d+\.\d{3} SOL$/ }).waitFor()
  await tokens.locator('.item-name', { hasText: /^Test Token\d+\.\d{3} TEST$/ }).waitFor()
  await expect(page.getByText('Token Balance Unavailable').count()).resolves.toBe(0)

  const senderBefore = await lamportsOf(sender)
  const receiverBefore = await lamportsOf(receiver)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Send')
  await dialog.getByRole('button', { name: /^(Select token|Token .*, change)$/ }).click()
  await expect.poll(() => title(page)).toBe('Select Token')
  await dialog.getByRole('button', { name: tokenRow('SOL') }).click()
  await expect.poll(() => title(page)).toBe('Send')
  await dialog.getByLabel('Amount').fill('0.25')
  await dialog.getByLabel('Receiver address').fill(receiver)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect.poll(() => title(page)).toBe('Review Send')
  await dialog.getByRole('heading', { name: '0.25 SOL' }).waitFor()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await answerWallet(page, 'approve', /^Sign and send a transaction on solana:localnet$/)

  await expect.poll(() => title(page), { timeout: 15_000 }).toBe('Account')
  await expect.poll(() => lamportsOf(receiver)).toBe(receiverBefore + 250_000_000)
  expect(await lamportsOf(sender)).toBe(senderBefore - 250_000_000 - 5000)

  // kit.transactions follows the Solana send too (getSignatureStatuses): Recent transactions
  // shows it confirmed, linked to the emulator explorer's page of its signature.
  const recent = dialog.getByRole('region', { name: 'Recent transactions' })
  await expect
    .poll(() => recent.getByRole('listitem').first().textContent(), { timeout: 15_000 })
    .toMatch(/0\.25 SOL.*Confirmed/)
  const href = await recent
    .getByRole('link', { name: 'View on explorer: 0.25 SOL' })
    .getAttribute('href')
  const networkId = solanaEmulator().caipNetworkId.split(':')[1]
  expect(href).toMatch(
    new RegExp(`^${inject('emulator').api}/explorer/${networkId}/tx/[1-9A-HJ-NP-Za-km-z]{64,88}$`),
  )
  expect(await (await fetch(href as string)).text()).toContain('>confirmed<')
})
