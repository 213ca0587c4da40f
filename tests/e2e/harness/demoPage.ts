import type { BrowserContext, Locator, Page } from 'playwright-core'
import { inject } from 'vitest'

/** The test wallet's sessionStorage key (its rdns) and the version of the state it stores. */
const WALLET_STATE_KEY = 'dev.appkit.testwallet'

export interface OpenDemoOptions {
  /**
   * The wallet account (of the mnemonic) selected on the first load. Default 0. The wallet
   * holds accounts 0 to 2, and up to this index when it is higher (`?testWalletAccounts=`).
   */
  accountIndex?: number
  /** `?testWalletChains=`: the chains the wallet knows at first (the 4902 path). */
  testWalletChains?: string
  /** More query parameters of the demo, e.g. `{ onramp: '1' }` to install a plugin. */
  query?: Record<string, string>
}

/**
 * Opens the demo with the test wallet on. The wallet's selected account is seeded in its
 * sessionStorage state before the first load (only when no state is there yet, so a reload
 * keeps whatever the wallet remembers): the page has no account picker of its own.
 */
export async function openDemo(context: BrowserContext, options: OpenDemoOptions = {}) {
  const page = await context.newPage()
  const accountIndex = options.accountIndex ?? 0
  if (accountIndex !== 0) {
    await page.addInitScript(
      ({ key, index }) => {
        try {
          if (window.sessionStorage.getItem(key) !== null) return
          window.sessionStorage.setItem(
            key,
            JSON.stringify({
              version: 1,
              connected: false,
              accountIndex: index,
              chainId: 31337,
              addedChains: [],
            }),
          )
        } catch {
          // about:blank has no storage; the demo's own origin does.
        }
      },
      { key: WALLET_STATE_KEY, index: accountIndex },
    )
  }
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('testWallet', '1')
  if (options.testWalletChains) url.searchParams.set('testWalletChains', options.testWalletChains)
  if (accountIndex > 2) url.searchParams.set('testWalletAccounts', String(accountIndex + 1))
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value)
  const response = await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  return { page, response }
}

/** The modal's dialog (inside the shadow root of `[data-appkit-modal]`). */
export function modalDialog(page: Page): Locator {
  return page.locator('[data-appkit-modal] [role="dialog"]')
}

/** The test wallet's approve/reject prompt host. */
export function walletPrompt(page: Page): Locator {
  return page.getByTestId('testwallet-prompt')
}

/** Answers the wallet's next prompt, checking its summary first, and waits for it to close. */
export async function answerWallet(
  page: Page,
  answer: 'approve' | 'reject',
  summary?: RegExp,
): Promise<void> {
  const prompt = walletPrompt(page)
  if (summary) await prompt.getByTestId('testwallet-summary').filter({ hasText: summary }).waitFor()
  await prompt.getByTestId(`testwallet-${answer}`).click()
  await prompt.waitFor({ state: 'detached' })
}

/** The header's Connect Wallet button (the ConnectButton while disconnected). */
export function connectButton(page: Page): Locator {
  return page.locator('.demo__actions').getByRole('button', { name: 'Connect Wallet' })
}

/** The wallet's row in the Connect view. */
export function testWalletOption(page: Page): Locator {
  return modalDialog(page).getByRole('button', { name: /AppKit Test Wallet/ })
}

/** Connect Wallet -> AppKit Test Wallet -> Approve; resolves with the connected address. */
export async function connectTestWallet(page: Page): Promise<`0x${string}`> {
  await connectButton(page).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  const address = page.getByTestId('account-address')
  await address.waitFor()
  await modalDialog(page).waitFor({ state: 'detached' })
  return (await address.textContent()) as `0x${string}`
}

/** The header's account button (the ConnectButton once connected): '<balance> 0x1234…abcd'. */
export function accountButton(page: Page): Locator {
  return page.locator('.demo__actions button.appkit-btn').last()
}

/**
 * Asks the test wallet itself (found the EIP-6963 way, as any page would) a JSON-RPC
 * question, e.g. eth_chainId: what the wallet says, not what the kit believes. Also how a
 * test acts as the user inside the wallet (wallet_addEthereumChain to a chain the app lacks).
 */
export function askWallet(page: Page, method: string, params?: unknown[]): Promise<unknown> {
  return page.evaluate(
    ({ rpcMethod, rpcParams }) =>
      new Promise((resolve, reject) => {
        const listener = (event: Event) => {
          const detail = (event as CustomEvent).detail as {
            info: { rdns: string }
            provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
          }
          if (detail.info.rdns !== 'dev.appkit.testwallet') return
          window.removeEventListener('eip6963:announceProvider', listener)
          detail.provider
            .request(rpcParams ? { method: rpcMethod, params: rpcParams } : { method: rpcMethod })
            .then(resolve, reject)
        }
        window.addEventListener('eip6963:announceProvider', listener)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
    { rpcMethod: method, rpcParams: params },
  )
}

/** The header's NetworkButton (the first AppKit button of the header). */
export function networkButton(page: Page): Locator {
  return page.locator('.demo__actions button.appkit-btn').first()
}

/** Waits for the modal's finite animations (pop-in, fade-in, shake) to end; spinners spin on. */
export async function modalSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('[data-appkit-modal]')?.shadowRoot
    if (!root) return
    const finite = root
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}
