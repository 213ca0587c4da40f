import { mkdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import {
  askWallet,
  connectTestWallet,
  modalDialog,
  networkButton,
  openDemo,
} from './harness/demoPage.js'
import { moveWalletToChain42 } from './harness/moveWalletToChain42.js'
import { artifactsDir, useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

it('a wallet moved to a chain the app lacks opens UnsupportedChain (spec §2); choosing Hardhat switches it back and "if the previous network was not in the chain\'s list, the modal closes"', async () => {
  const { page } = await openDemo(browser.context())
  const address = await connectTestWallet(page)
  await moveWalletToChain42(page)

  // 'Unsupported chains open UnsupportedChain unless network switching is disabled, unsupported
  // chains are allowed, or the wallet is in basic WalletConnect mode': none holds in the demo.
  const dialog = modalDialog(page)
  await dialog.getByText("This app doesn't support your current network.").waitFor()
  await expect(dialog.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
    'Switch Network',
  )
  // Still connected, on a network the app does not know.
  await expect.poll(() => networkButton(page).textContent()).toBe('Unknown Network')
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Unknown Network')
  await expect(page.getByTestId('account-address').textContent()).resolves.toBe(address)
  // The demo's asset list still names the native currency (the unknown network has no symbol).
  await expect(
    page.getByTestId('send-asset').locator('option').first().textContent(),
  ).resolves.toBe('ETH')
  // No configured network is the active one.
  await expect(dialog.locator('[aria-current="true"]').count()).resolves.toBe(0)
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({ path: `${artifactsDir}UnsupportedChain.png`, animations: 'disabled' })

  await dialog.getByRole('button', { name: 'Hardhat' }).click()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await expect.poll(() => askWallet(page, 'eth_chainId')).toBe('0x7a69')
  await expect(page.getByTestId('account-address').textContent()).resolves.toBe(address)
})
