import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  accountButton,
  askWallet,
  connectButton,
  connectTestWallet,
  modalDialog,
  networkButton,
  openDemo,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const CONNECTOR_IDS_KEY = 'appkit:v1:connectedConnectorIds'

function storedConnectorIds(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key)
    return raw === null ? null : JSON.parse(raw)
  }, CONNECTOR_IDS_KEY)
}

it('Disconnect in the Account view clears the state: not connected, Connect Wallet again, no eip155 connector id stored', async () => {
  const { page } = await openDemo(browser.context())
  await connectTestWallet(page)
  // Connected: the kit remembers which connector holds eip155.
  await expect.poll(() => storedConnectorIds(page)).toEqual({ eip155: expect.stringMatching(/\S/) })

  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await dialog.waitFor({ state: 'detached' })

  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toBe('Not connected (disconnected)')
  await expect(page.getByTestId('account-address').count()).resolves.toBe(0)
  await connectButton(page).waitFor()
  await expect(connectButton(page).textContent()).resolves.toBe('Connect Wallet')
  // The header shows no account button any more: NetworkButton, then ConnectButton.
  await expect(page.locator('.demo__actions button.appkit-btn').count()).resolves.toBe(2)
  await expect(networkButton(page).textContent()).resolves.not.toMatch(/0x/)

  const ids = (await storedConnectorIds(page)) as Record<string, unknown> | null
  expect(ids?.eip155).toBeUndefined()
  // The page no longer has the accounts either.
  await expect(askWallet(page, 'eth_accounts')).resolves.toEqual([])
  await expect(page.getByTestId('send-button').isDisabled()).resolves.toBe(true)
})
