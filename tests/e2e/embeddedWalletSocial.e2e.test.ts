import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { connectButton, modalDialog } from './harness/demoPage.js'
import { accountButton, openEmbeddedDemo, SECURE_FRAME } from './harness/embeddedDemo.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const secureSite = new URL(inject('emulator').secureSite).origin

/** Connect Wallet -> 'Continue with GitHub': resolves with the consent popup once it loaded. */
async function openGithubPopup(page: Page, click?: () => Promise<void>): Promise<Page> {
  const popup = page.waitForEvent('popup')
  if (click) await click()
  else {
    await connectButton(page).click()
    await modalDialog(page).getByRole('button', { name: 'Continue with GitHub' }).click()
  }
  const opened = await popup
  await opened.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor()
  return opened
}

async function approveAs(popup: Page, username: string): Promise<void> {
  await popup.getByLabel('Username').fill(username)
  await popup.getByRole('button', { name: 'Approve' }).click()
}

it("social login (spec §5): a GitHub popup on the secure origin, look-alike results from another origin or window ignored, 'Popup closed', then the social display name and the same address on a later login", async () => {
  const page = await openEmbeddedDemo(browser.context())
  const dialog = modalDialog(page)
  const username = `octo-${Date.now()}`
  const first = await openGithubPopup(page)
  expect(new URL(first.url()).origin).toBe(secureSite)

  // Look-alike results: from the page itself (another origin), and from the secure frame (the
  // secure origin, but not the popup). Neither moves the login on.
  const lookAlike = {
    channel: 'appkit:embedded-wallet',
    kind: 'social-result',
    state: 'f'.repeat(32),
    code: 'e'.repeat(32),
  }
  await page.evaluate((data) => window.postMessage(data, '*'), lookAlike)
  const frame = page.frames().find((candidate) => candidate.url().startsWith(secureSite))
  if (!frame) throw new Error('The secure frame is not on the page')
  await frame.evaluate((data) => parent.postMessage(data, '*'), lookAlike)
  await page.waitForTimeout(700)
  await dialog.getByRole('heading', { name: 'Continue with GitHub' }).waitFor()
  expect(await dialog.getByRole('alert').count()).toBe(0)
  // The view is titled with the provider's name.
  expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('GitHub')

  // The user closes the popup.
  await first.close()
  await dialog.getByRole('alert').filter({ hasText: 'Popup closed' }).waitFor()

  // Try again, approve: logged in; the Account view shows the social display name and address.
  const second = await openGithubPopup(page, () =>
    dialog.getByRole('button', { name: 'Try again' }).click(),
  )
  await approveAs(second, username)
  await dialog.waitFor({ state: 'detached' })
  const address = page.getByTestId('account-address')
  await address.waitFor()
  const value = (await address.textContent()) as string
  expect(value).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await accountButton(page).click()
  await dialog.getByRole('heading', { name: username }).waitFor()
  expect(await dialog.getByRole('heading', { name: username }).getAttribute('title')).toBe(value)
  expect(await dialog.getByRole('button', { name: 'Update email' }).count()).toBe(0)

  // Sign out, and in again with the same GitHub username: the same address.
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('account-status').waitFor()
  const third = await openGithubPopup(page)
  await approveAs(third, username)
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(() => address.textContent()).toBe(value)
  expect(await page.locator(SECURE_FRAME).count()).toBe(1)
})

it('farcaster: ConnectingFarcaster shows the approval page on the secure origin as a QR code and a link; approving it there logs in with the farcaster username', async () => {
  const context = browser.context()
  const page = await openEmbeddedDemo(context)
  const dialog = modalDialog(page)
  const username = `fc-${Date.now()}`
  await connectButton(page).click()
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = dialog.getByRole('link', { name: 'Open the Farcaster approval page' })
  const href = (await link.getAttribute('href')) as string
  expect(new URL(href).origin).toBe(secureSite)
  // The QR code of that link, for the phone signed in to Farcaster.
  const qr = dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await qr.waitFor()
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M4 4\.5h7/)
  expect((await qr.boundingBox())?.width).toBeGreaterThan(100)
  expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Farcaster')

  // The approval, as a phone signed in to Farcaster would give it.
  const phone = await context.newPage()
  await phone.goto(href)
  await phone.getByLabel('Username').fill(username)
  await phone.getByRole('button', { name: 'Approve' }).click()
  await phone.getByText('Approved. You can go back to the app.').waitFor()
  await phone.close()

  await dialog.waitFor({ state: 'detached' })
  await page.getByTestId('account-address').waitFor()
  await accountButton(page).click()
  await dialog.getByRole('heading', { name: username }).waitFor()

  // Spec §6 account types: the Account view shows the type (a smart account by default on
  // 31337); the user can switch to the EOA.
  await dialog.getByRole('button', { name: 'Account type: Smart account' }).click()
  await dialog.getByRole('radio', { name: /^EOA/ }).click()
  await dialog.getByRole('status').filter({ hasText: 'Now using your EOA' }).waitFor()
  await dialog.getByText('In use: EOA').waitFor()
})
