import { expect, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { decodeQrScreenshot } from './harness/decodeQrScreenshot.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

it("Receive (the 'receive' feature, on by default): the Account view's Receive shows a QR code a scanner reads as the connected address, the address to copy, and the networks it receives on", async () => {
  const context = browser.context()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Account 2 only reads here (connectTestWallet's account).
  const { page } = await openDemo(context, { accountIndex: 2 })
  const address = await connectTestWallet(page)
  expect(address).toBe(emulatorAccount(2))
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Receive' }).click()

  const qr = dialog.getByRole('img', { name: 'QR code of your address' })
  await qr.waitFor()
  expect(await decodeQrScreenshot(page, await qr.screenshot())).toBe(address)
  await expect(dialog.getByTestId('receive-address').textContent()).resolves.toBe(address)
  await expect(dialog.getByText(/^Receive only on Hardhat, Localhost\./).count()).resolves.toBe(1)

  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address)
})
