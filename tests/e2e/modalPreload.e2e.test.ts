import type { BrowserContext } from 'playwright-core'
import { expect, it } from 'vitest'
import { connectButton, modalDialog, openDemo, testWalletOption } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The modal shell's and the Connect view's chunks (Vite names a chunk after its module). */
const MODAL_CHUNKS = /\/assets\/(Modal|ConnectView)-[^/]+\.js$/

/** The project configuration the first open needs (the emulator's project API). */
const CONFIG = '/appkit/v1/config'

/**
 * Records the paths of the modal chunks, of the project configuration requests and of the
 * wallet list and wallet image requests (GET /getWallets, /getWalletImage) the context's pages
 * make, from before the first load.
 */
function recordModalChunks(context: BrowserContext): {
  chunks: string[]
  config: string[]
  wallets: string[]
} {
  const fetched = { chunks: [] as string[], config: [] as string[], wallets: [] as string[] }
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (MODAL_CHUNKS.test(pathname)) fetched.chunks.push(pathname)
    if (pathname === CONFIG) fetched.config.push(pathname)
    if (/\/getWallets$|\/getWalletImage\//.test(pathname)) {
      fetched.wallets.push(pathname)
    }
  })
  return fetched
}

it('modal preload (issue 23): once the page is idle the modal shell and the Connect view are fetched and the Connect view rendered before any click, hidden (no dialog role, inert, out of the accessibility tree, focus left on the page) and asking the project API nothing; the first open only reveals it, then asks for the listed wallets', async () => {
  const fetched = recordModalChunks(browser.context())
  const { page } = await openDemo(browser.context())
  await connectButton(page).waitFor()
  // No pointer or focus on the page: only idleness can have fetched them.
  await expect.poll(() => fetched.chunks.length).toBe(2)
  const shell = page.locator('[data-appkit-modal]')
  const overlay = shell.locator('.overlay')
  const hiddenRow = overlay.getByText('AppKit Test Wallet', { exact: true })
  await hiddenRow.waitFor({ state: 'attached' })
  expect(await hiddenRow.isVisible()).toBe(false)
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(await shell.locator('[role="dialog"]').count()).toBe(0)
  expect(await overlay.evaluate((element) => (element as HTMLElement).inert)).toBe(true)
  expect(await overlay.getAttribute('aria-hidden')).toBe('true')
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  // Not exposed to assistive technology: the page's accessibility tree has no wallet row.
  expect(await page.locator('body').ariaSnapshot()).not.toContain('AppKit Test Wallet')
  expect(fetched.config).toEqual([])
  expect(fetched.wallets).toEqual([])

  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  expect(await modalDialog(page).getByText('Loading', { exact: true }).count()).toBe(0)
  expect(fetched.chunks).toHaveLength(2)
  await expect.poll(() => fetched.config.length).toBe(1)
  // The dialog takes focus once shown (the trap), and the shown view asks for its wallet lists.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-appkit-modal')))
    .toBe(true)
  await expect.poll(() => fetched.wallets.length).toBeGreaterThan(0)
})

it("modal preload (issue 23, spec §2 a closed modal resets its view): after a close the Connect view is rendered hidden again, fresh (the wallets expanded under 'Continue with a wallet' are collapsed again), with no dialog role and out of reach of the keyboard", async () => {
  const { page } = await openDemo(browser.context(), { query: { collapseWallets: '1' } })
  const continueWithWallet = () =>
    modalDialog(page).getByRole('button', { name: 'Continue with a wallet' })
  await connectButton(page).click()
  await continueWithWallet().click()
  expect(await continueWithWallet().getAttribute('aria-expanded')).toBe('true')
  await testWalletOption(page).waitFor()
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })

  const overlay = page.locator('[data-appkit-modal] .overlay')
  await overlay.getByText('Continue with a wallet').waitFor({ state: 'attached' })
  expect(await overlay.isVisible()).toBe(false)
  expect(await page.getByRole('dialog').count()).toBe(0)
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-appkit-modal')),
    ).toBe(false)
  }

  await connectButton(page).click()
  await continueWithWallet().waitFor()
  expect(await continueWithWallet().getAttribute('aria-expanded')).toBe('false')
})

it("modal preload 'intent' (the demo's ?preload=intent): nothing of the modal is fetched while the page sits idle; hovering Connect Wallet fetches it and the project configuration, and the modal opens", async () => {
  const fetched = recordModalChunks(browser.context())
  const { page } = await openDemo(browser.context(), { query: { preload: 'intent' } })
  await connectButton(page).waitFor()
  // Longer than the idle callback's 2 s timeout.
  await page.waitForTimeout(2500)
  expect(fetched).toEqual({ chunks: [], config: [], wallets: [] })
  expect(await page.locator('[data-appkit-modal]').count()).toBe(0)

  await connectButton(page).hover()
  await expect.poll(() => fetched.chunks.length).toBe(2)
  await expect.poll(() => fetched.config.length).toBe(1)
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
})
