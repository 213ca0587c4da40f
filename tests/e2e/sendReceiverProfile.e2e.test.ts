import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, inject, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Account 14: no other browser test uses it; it only receives a name here (nothing is sent). */
const RECEIVER_INDEX = 14
const MNEMONIC = 'test test test test test test test test test test test junk'
/** A 1x1 PNG: the avatar attribute the name carries. */
const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

/** Registers `fullName` for the receiver through the emulator's names API, signed by its key. */
async function registerName(fullName: string): Promise<void> {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex: RECEIVER_INDEX })
  const message = JSON.stringify({
    name: fullName,
    attributes: { avatar: AVATAR },
    timestamp: Math.floor(Date.now() / 1000),
  })
  const { api, projectId } = inject('emulator')
  const url = new URL('/v1/profile/account', api)
  url.search = new URLSearchParams({ projectId, st: 'appkit', sv: 'e2e' }).toString()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      coinType: (0x80000000 | 31337) >>> 0,
      address: account.address,
      signature: await account.signMessage({ message }),
      message,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

it("spec §3 receiverProfileName and receiverProfileImageUrl: WalletSend shows a registered receiver's name (names reverse lookup) and avatar once the address is valid; another receiver clears them", async () => {
  const receiver = emulatorAccount(RECEIVER_INDEX)
  const fullName = `e2e-receiver-${Date.now().toString(36)}.appkit.id`
  await registerName(fullName)

  // Account 0, connected by default: nothing is sent.
  const { page } = await openDemo(browser.context())
  await connectTestWallet(page)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Send')

  const receiverInput = dialog.getByLabel('Receiver address')
  const name = dialog.getByTestId('send-receiver-name')
  // Half an address is not looked up.
  await receiverInput.fill(receiver.slice(0, 20))
  await page.waitForTimeout(800)
  expect(await name.count()).toBe(0)

  await receiverInput.fill(receiver)
  await expect
    .poll(() => name.textContent(), { timeout: 10_000 })
    .toBe(`Receiver name: ${fullName}`)
  // The input is described by the profile line; the avatar is an <img> of the data:image URL.
  const describedBy = (await receiverInput.getAttribute('aria-describedby')) ?? ''
  const profileId = describedBy.split(' ')[0] ?? ''
  await expect
    .poll(() =>
      dialog.locator(`[id="${profileId}"] img`).first().getAttribute('src', { timeout: 5_000 }),
    )
    .toBe(AVATAR)

  // A receiver without a name shows none.
  await receiverInput.fill(emulatorAccount(0))
  await expect.poll(() => name.count()).toBe(0)
  await page.waitForTimeout(1_000)
  expect(await name.count()).toBe(0)
})
