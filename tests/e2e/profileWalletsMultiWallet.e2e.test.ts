import { DEFAULT_FEATURES } from '@appkit/emulator'
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  answerWallet,
  connectTestWallet,
  modalDialog,
  networkButton,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()
/** The view's short form: 0x and 4 hex digits for EVM addresses, 4 characters otherwise. */
const short = (address: string) =>
  `${address.slice(0, address.startsWith('0x') ? 6 : 4)}…${address.slice(-4)}`

afterEach(clearFaults)

it('ProfileWallets with the multi-wallet gate open: add a Solana wallet beside the EVM one, both listed across namespaces, switch the active one, disconnect one', async () => {
  // The project's remote configuration turns multi-wallet on (the emulator's default is off):
  // the config endpoint answers with it for this page's fetch.
  await injectFault({
    path: '/appkit/v1/config',
    method: 'GET',
    status: 200,
    body: {
      features: DEFAULT_FEATURES.map((feature) =>
        feature.id === 'multiWallet' ? { ...feature, isEnabled: true } : feature,
      ),
    },
    times: 1,
  })
  const page = await browser.context().newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('testWallet', '1')
  url.searchParams.set('families', 'all')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()

  const evm = emulatorAccount(0)
  expect(await connectTestWallet(page)).toBe(evm)
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Wallets' }).click()
  await expect.poll(() => title(page)).toBe('Wallets')
  const list = dialog.getByRole('list', { name: 'Connected wallets' })
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1)

  // 'Add wallet' goes to Connect: connect the Solana test wallet as a second wallet.
  await dialog.getByRole('button', { name: 'Add wallet' }).click()
  await expect.poll(() => title(page)).toBe('Connect Wallet')
  await dialog.getByRole('button', { name: /AppKit Solana Test Wallet/ }).click()
  await answerWallet(page, 'approve', /^Connect$/)
  const solana = inject('emulator').solana?.accounts[0]
  if (!solana) throw new Error('The emulator runs no Solana RPC')
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(solana)

  // 'every connection across namespaces listed', the new one active.
  // Connected, the modal closes as after any connect; the Account view leads to the list again.
  await dialog.waitFor({ state: 'detached' })
  await accountButton(page).click()
  await dialog.getByRole('button', { name: 'Wallets' }).click()
  await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
  const solanaEntry = list.getByRole('button', {
    name: `AppKit Solana Test Wallet ${short(solana)} · Solana Local, active`,
  })
  await expect(solanaEntry.getAttribute('aria-current')).resolves.toBe('true')

  // 'switch the active one': back to the EVM wallet, its family and network active again.
  await list
    .getByRole('button', { name: `Switch to AppKit Test Wallet ${short(evm)} · Hardhat` })
    .click()
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(evm)
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await list
    .getByRole('button', { name: `AppKit Test Wallet ${short(evm)} · Hardhat, active` })
    .waitFor()

  // 'disconnect one': the Solana wallet goes, the EVM one stays connected and active.
  await list
    .getByRole('button', { name: `Disconnect AppKit Solana Test Wallet ${short(solana)}` })
    .click()
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
  await expect(page.getByTestId('account-address').textContent()).resolves.toBe(evm)
  // No 'multi-wallet not enabled' alert along the way.
  expect(await dialog.locator('.alert[data-variant="info"]').count()).toBe(0)
})
