import { afterEach, expect, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { connectButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { openEmbeddedDemo, SECURE_FRAME } from './harness/embeddedDemo.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const ORIGINS = '/projects/v1/origins'

afterEach(async () => {
  await clearFaults()
})

/**
 * The project's allowed origins as the emulator answers them (its fault switch serves this list
 * with HTTP 200): none of them is the demo's origin (http://127.0.0.1:<port>).
 */
async function allowOnly(allowedOrigins: readonly string[]) {
  await clearFaults()
  await injectFault({
    path: ORIGINS,
    method: 'GET',
    status: 200,
    body: { allowedOrigins },
    times: 20,
  })
}

it("spec §8 'Origin Not Allowed': a page on an origin the project does not allow shows the alert; the origins are asked once per kit", async () => {
  await allowOnly(['https://shop.example.com', '*.example.org'])
  const page = await openEmbeddedDemo(browser.context())
  expect(await emulatorRequests(ORIGINS, { method: 'GET' })).toHaveLength(0)

  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('alert').filter({ hasText: 'Origin Not Allowed' }).waitFor()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached' })
  await connectButton(page).click()
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()

  expect(await emulatorRequests(ORIGINS, { method: 'GET' })).toHaveLength(1)
  expect(await dialog.getByRole('alert').filter({ hasText: 'Origin Not Allowed' }).count()).toBe(1)
}, 60_000)

it("spec §8: on a disallowed origin the embedded wallet fails at once with 'Origin Not Allowed', not after 20 s with 'Could not load embedded wallet'", async () => {
  await allowOnly(['https://shop.example.com'])
  const page = await openEmbeddedDemo(browser.context())
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('alert').filter({ hasText: 'Origin Not Allowed' }).waitFor()
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill('origin@example.com')
  const started = Date.now()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog
    .getByRole('status')
    .filter({ hasText: 'Origin Not Allowed' })
    .waitFor({ timeout: 5_000 })
  expect(Date.now() - started).toBeLessThan(5_000)
  expect(await page.locator(SECURE_FRAME).count()).toBe(0)
  expect(await dialog.getByLabel('One-time code').count()).toBe(0)
  expect(
    await dialog.getByRole('alert').filter({ hasText: 'Could not load embedded wallet' }).count(),
  ).toBe(0)
}, 60_000)

it('a failing origins call (HTTP 500) blocks nothing: no alert, and a wallet still connects', async () => {
  await clearFaults()
  await injectFault({ path: ORIGINS, method: 'GET', status: 500, times: 20 })
  const { page } = await openDemo(browser.context(), { accountIndex: 9 })
  await connectTestWallet(page)
  await connectButton(page).waitFor({ state: 'detached' })
  await page.locator('.demo__actions button.appkit-btn').last().click()
  const dialog = modalDialog(page)
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  expect(await emulatorRequests(ORIGINS, { method: 'GET' })).not.toHaveLength(0)
  expect(await dialog.getByRole('alert').filter({ hasText: 'Origin Not Allowed' }).count()).toBe(0)
}, 60_000)
