import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { answerWallet, networkButton, openDemo } from './harness/demoPage.js'
import { runAxeOnModal } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The demo with `?embedded=1`: the modal's views inline in the page. */
function openEmbeddedMode(accountIndex: number) {
  return openDemo(browser.context(), { accountIndex, query: { embedded: '1' } })
}

/** The inline views: a region labelled by the current view's title. */
function embeddedRegion(page: Page, title: string | RegExp) {
  return page.getByTestId('embedded-modal').getByRole('region', { name: title })
}

async function focusedTestId(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)
}

it('embedded mode: the views render inline as a labelled region, with no dialog, overlay, scroll lock, focus trap or Escape over the page', async () => {
  const { page } = await openEmbeddedMode(7)
  // Shown with the page, before any click.
  const connect = embeddedRegion(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /AppKit Test Wallet/ }).waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(await page.locator('[data-appkit-modal]').count()).toBe(0)
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  expect(await runAxeOnModal(page, '[data-appkit-embedded]')).toEqual([])

  // Opening (the header's network button) shows the view inline; the page stays scrollable.
  await networkButton(page).click()
  const networks = embeddedRegion(page, 'Choose Network')
  await networks.waitFor()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  expect(await page.locator('[aria-modal="true"]').count()).toBe(0)

  // Escape belongs to the page: the view stays.
  await networks.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Escape')
  await page.waitForTimeout(300)
  expect(await networks.isVisible()).toBe(true)

  // No focus trap: Shift+Tab from the region's first control reaches the page before it.
  await page.keyboard.press('Shift+Tab')
  await expect.poll(() => focusedTestId(page)).toBe('test-wallet-toggle')

  // Spec §2 close rule, not connected: Connect.
  await networks.getByRole('button', { name: 'Close' }).click()
  await embeddedRegion(page, 'Connect Wallet').waitFor()
}, 60_000)

it('spec §2 close rule in embedded mode: on close the view shows Account when connected, else Connect', async () => {
  const { page } = await openEmbeddedMode(8)
  const connect = embeddedRegion(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /AppKit Test Wallet/ }).click()
  await answerWallet(page, 'approve', /Connect/)
  // Connected: the connect flow closes, and embedded mode shows Account.
  const account = embeddedRegion(page, 'Account')
  await account.waitFor()
  await page.getByTestId('account-address').waitFor()

  await networkButton(page).click()
  const networks = embeddedRegion(page, 'Choose Network')
  await networks.waitFor()
  await networks.getByRole('button', { name: 'Close' }).click()
  await account.waitFor()
  expect(await page.locator('[data-appkit-modal]').count()).toBe(0)

  // A returning visitor, reconnected on load, sees Account at once.
  await page.reload()
  await embeddedRegion(page, 'Account').waitFor()

  // Disconnecting closes: not connected any more, so Connect.
  await embeddedRegion(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await embeddedRegion(page, 'Connect Wallet').waitFor()
}, 90_000)
