import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { emulatorAccount } from './chainReader.js'
import {
  accountButton,
  answerWallet,
  askWallet,
  connectButton,
  modalDialog,
  networkButton,
  testWalletOption,
  walletPrompt,
} from './demoPage.js'
import { moveWalletToChain42 } from './moveWalletToChain42.js'
import { serveWalletListings } from './serveWalletListings.js'

/** One view of the modal the demo can reach, and how to get there from a closed modal. */
export interface ModalView {
  /** The view, and its state when it has more than one worth checking. */
  name: string
  /** Reached while a wallet is connected (the test connects between the two groups). */
  connected: boolean
  /** Opens the modal and walks to the view; resolves once the view is shown. */
  open(page: Page): Promise<void>
  /** Undoes what the view left behind (a pending wallet prompt, a fixture), if anything. */
  leave?(page: Page): Promise<void>
}

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

async function showsTitle(page: Page, expected: string): Promise<void> {
  await expect.poll(() => title(page)).toBe(expected)
}

async function openConnect(page: Page): Promise<void> {
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
}

async function openAllWallets(page: Page): Promise<void> {
  await openConnect(page)
  await modalDialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await showsTitle(page, 'All Wallets')
  await modalDialog(page).getByRole('searchbox', { name: 'Search wallet' }).waitFor()
}

async function openAccount(page: Page): Promise<void> {
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  await showsTitle(page, 'Account')
}

async function openSend(page: Page): Promise<void> {
  await openAccount(page)
  await modalDialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await showsTitle(page, 'Send')
}

/** A token row's name is what it shows: '<name> <quantity, 3 decimals> <symbol> <value>'. */
export function tokenRow(symbol: string): RegExp {
  return new RegExp(`\\d\\.\\d{3} ${escapeRegExp(symbol)}\\b`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function rejectPrompt(page: Page): Promise<void> {
  if ((await walletPrompt(page).count()) > 0) await answerWallet(page, 'reject')
}

/** The demo's query for MODAL_VIEWS: the plugins whose views are listed installed too. */
export const MODAL_VIEWS_QUERY: Readonly<Record<string, string>> = {
  onramp: '1',
  embeddedWallet: '1',
  swaps: '1',
  families: 'all',
}

async function openSwap(page: Page): Promise<void> {
  await openAccount(page)
  await modalDialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await showsTitle(page, 'Swap')
  await modalDialog(page).getByRole('button', { name: 'Pay with ETH' }).waitFor()
}

async function openSwapSelectToken(page: Page): Promise<void> {
  await openSwap(page)
  await modalDialog(page).getByRole('button', { name: 'Select token to receive' }).click()
  await showsTitle(page, 'Select token to receive')
  await modalDialog(page)
    .getByRole('button', { name: /^Test Token/ })
    .waitFor()
}

async function openOnRamp(page: Page): Promise<void> {
  await openAccount(page)
  await modalDialog(page).getByRole('button', { name: 'Buy crypto' }).click()
  await showsTitle(page, 'Buy crypto')
  await modalDialog(page).getByLabel('You pay').waitFor()
}

/** On-ramp -> a provider: its checkout opens in a new page (closed by `leave`). */
function buyInProgress(): ModalView {
  let checkout: Page | undefined
  return {
    name: 'BuyInProgress',
    connected: true,
    open: async (page) => {
      await openOnRamp(page)
      await modalDialog(page).getByLabel('You pay').fill('50')
      await expect.poll(() => page.getByTestId('onramp-purchase-amount').textContent()).not.toBe('')
      const opening = page.context().waitForEvent('page')
      await modalDialog(page).getByRole('button', { name: /^Meld/ }).click()
      checkout = await opening
      await showsTitle(page, 'Buy in progress')
    },
    leave: async () => {
      await checkout?.close()
      checkout = undefined
    },
  }
}

/** Connect -> 'Continue with <provider>'; the popup it opens is closed by `leave`. */
function socialLogin(provider: string): ModalView {
  let popup: Page | undefined
  return {
    name: 'ConnectingSocial',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      const opening = page.waitForEvent('popup')
      await modalDialog(page)
        .getByRole('button', { name: `Continue with ${provider}` })
        .click()
      popup = await opening
      await modalDialog(page)
        .getByRole('heading', { name: `Continue with ${provider}` })
        .waitFor()
    },
    leave: async () => {
      await popup?.close()
      popup = undefined
    },
  }
}

/**
 * Every view the demo (`?testWallet=1` and MODAL_VIEWS_QUERY) can reach, in the order a test walks them: the views
 * before connecting, then those once connected. A view added later joins with one entry.
 */
export const MODAL_VIEWS: readonly ModalView[] = [
  { name: 'Connect', connected: false, open: openConnect },
  { name: 'AllWallets', connected: false, open: openAllWallets },
  {
    name: 'ConnectingWalletConnect',
    connected: false,
    open: async (page) => {
      await openAllWallets(page)
      const tile = modalDialog(page).locator('.tile').first()
      const name = await tile.locator('.tile-name').textContent()
      await tile.click()
      await modalDialog(page)
        .getByRole('heading', {
          name: new RegExp(`^(Continue in|Scan with) ${escapeRegExp(name ?? '')}$`),
        })
        .waitFor()
    },
  },
  {
    name: 'GetWallet',
    connected: false,
    open: async (page) => {
      await openAllWallets(page)
      // A wallet with no mobile, desktop or web link: only its store pages can be offered.
      await serveWalletListings([
        {
          id: 'plain-wallet',
          name: 'Plain Wallet',
          chains: ['eip155:31337'],
          homepage: 'https://plain-wallet.example.com',
        },
      ])
      await modalDialog(page).getByRole('searchbox', { name: 'Search wallet' }).fill('Plain')
      await modalDialog(page).getByRole('button', { name: 'Plain Wallet' }).click()
      await modalDialog(page)
        .getByRole('heading', { name: 'Plain Wallet is not installed' })
        .waitFor()
    },
  },
  {
    name: 'EmailLogin',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      await modalDialog(page).getByRole('button', { name: 'Continue with email' }).click()
      await modalDialog(page).getByLabel('Email').waitFor()
    },
  },
  {
    name: 'EmailVerifyOtp',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      await modalDialog(page).getByRole('button', { name: 'Continue with email' }).click()
      await modalDialog(page).getByLabel('Email').fill(`axe-${Date.now()}@example.com`)
      await modalDialog(page).getByRole('button', { name: 'Continue' }).click()
      await modalDialog(page).getByLabel('One-time code').waitFor()
    },
  },
  {
    name: 'ConnectingWalletConnectBasic',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      await modalDialog(page)
        .getByRole('button', { name: /^WalletConnect/ })
        .click()
      await modalDialog(page)
        .getByRole('img', { name: 'QR code to connect with a mobile wallet' })
        .waitFor()
    },
  },
  socialLogin('GitHub'),
  {
    name: 'ConnectingFarcaster',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      await modalDialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
      await modalDialog(page)
        .getByRole('link', { name: 'Open the Farcaster approval page' })
        .waitFor()
    },
  },
  {
    name: 'ConnectingExternal-waiting',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      await testWalletOption(page).click()
      await modalDialog(page)
        .getByRole('heading', { name: /^Continue in / })
        .waitFor()
      await walletPrompt(page).getByTestId('testwallet-reject').waitFor()
    },
    leave: rejectPrompt,
  },
  {
    name: 'ConnectingExternal-error',
    connected: false,
    open: async (page) => {
      await openConnect(page)
      await testWalletOption(page).click()
      await answerWallet(page, 'reject')
      await modalDialog(page).getByRole('alert').waitFor()
    },
  },
  { name: 'Account', connected: true, open: openAccount },
  {
    name: 'Networks',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
      await showsTitle(page, 'Choose Network')
    },
  },
  { name: 'WalletSend', connected: true, open: openSend },
  {
    name: 'WalletSendSelectToken',
    connected: true,
    open: async (page) => {
      await openSend(page)
      await modalDialog(page)
        .getByRole('button', { name: /^(Select token|Token .*, change)$/ })
        .click()
      await showsTitle(page, 'Select Token')
    },
  },
  {
    name: 'WalletSendPreview',
    connected: true,
    open: async (page) => {
      await openSend(page)
      const dialog = modalDialog(page)
      await dialog.getByRole('button', { name: /^(Select token|Token .*, change)$/ }).click()
      await dialog.getByRole('button', { name: tokenRow('ETH') }).click()
      await dialog.getByLabel('Amount').fill('0.001')
      await dialog.getByLabel('Receiver address').fill(emulatorAccount(12))
      await dialog.getByRole('button', { name: 'Preview' }).click()
      await showsTitle(page, 'Review Send')
    },
  },
  {
    name: 'WalletReceive',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      await modalDialog(page).getByRole('button', { name: 'Receive' }).click()
      await showsTitle(page, 'Receive')
    },
  },
  {
    name: 'ProfileWallets',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      await modalDialog(page).getByRole('button', { name: 'Wallets' }).click()
      await expect.poll(() => title(page)).not.toBe('Account')
    },
  },
  {
    name: 'Activity',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      await modalDialog(page).getByRole('button', { name: 'Activity' }).click()
      await showsTitle(page, 'Activity')
    },
  },
  { name: 'OnRamp', connected: true, open: openOnRamp },
  {
    name: 'OnRampFiatSelect',
    connected: true,
    open: async (page) => {
      await openOnRamp(page)
      await modalDialog(page).getByRole('button', { name: 'Pay in USD' }).click()
      await showsTitle(page, 'Select currency')
      await modalDialog(page).getByRole('list', { name: 'Currencies' }).waitFor()
    },
  },
  {
    name: 'OnRampTokenSelect',
    connected: true,
    open: async (page) => {
      await openOnRamp(page)
      await modalDialog(page).getByRole('button', { name: /^Buy / }).click()
      await showsTitle(page, 'Select token')
      await modalDialog(page).getByRole('list', { name: 'Tokens' }).waitFor()
    },
  },
  buyInProgress(),
  {
    name: 'RegisterAccountName',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      await modalDialog(page).getByRole('button', { name: 'Register a name' }).click()
      await modalDialog(page).getByRole('button', { name: 'Register' }).waitFor()
    },
  },
  {
    name: 'RegisterAccountNameSuccess',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      const dialog = modalDialog(page)
      await dialog.getByRole('button', { name: 'Register a name' }).click()
      const label = `axe-${Date.now().toString(36)}`
      await dialog.getByLabel('Name').fill(label)
      await dialog.getByText(`${label}.appkit.id is available`).waitFor()
      await dialog.getByRole('button', { name: 'Register' }).click()
      await answerWallet(page, 'approve', /^Sign message: /)
      await dialog.getByText('This is now the name of your account.').waitFor({ timeout: 20_000 })
    },
  },
  { name: 'Swap', connected: true, open: openSwap },
  { name: 'SwapSelectToken', connected: true, open: openSwapSelectToken },
  {
    name: 'SwapPreview',
    connected: true,
    open: async (page) => {
      await openSwapSelectToken(page)
      const dialog = modalDialog(page)
      await dialog.getByRole('button', { name: /^Test Token/ }).click()
      await showsTitle(page, 'Swap')
      await dialog.getByLabel('You pay').fill('0.01')
      await expect
        .poll(async () => Number(await page.getByTestId('swap-to-amount').textContent()))
        .toBeGreaterThan(0)
      await dialog.getByRole('button', { name: 'Review swap' }).click()
      await showsTitle(page, 'Review swap')
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Swap', exact: true }).isEnabled())
        .toBe(true)
    },
  },
  {
    name: 'SwitchActiveChain',
    connected: true,
    open: async (page) => {
      await networkButton(page).click()
      await modalDialog(page).getByRole('button', { name: 'Solana Local' }).click()
      await modalDialog(page).getByRole('heading', { name: 'Switch to Solana Local' }).waitFor()
    },
  },
  {
    // The wallet moves itself to chain 42, which the app lacks; choosing Hardhat moves it back.
    name: 'UnsupportedChain',
    connected: true,
    open: async (page) => {
      await moveWalletToChain42(page)
      await modalDialog(page).getByText("This app doesn't support your current network.").waitFor()
    },
    leave: async (page) => {
      await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
      await modalDialog(page).waitFor({ state: 'detached' })
      await expect.poll(() => askWallet(page, 'eth_chainId')).toBe('0x7a69')
    },
  },
  {
    // Last: the wallet (which knows only 31337) is asked to add 1337; the test rejects it.
    name: 'SwitchNetwork-waiting',
    connected: true,
    open: async (page) => {
      await openAccount(page)
      await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
      await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
      await modalDialog(page).getByRole('heading', { name: 'Approve in wallet' }).waitFor()
      await walletPrompt(page).getByTestId('testwallet-approve').waitFor()
    },
    leave: rejectPrompt,
  },
]
