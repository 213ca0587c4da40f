import { expect, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import {
  connectButton,
  connectTestWallet,
  networkButton,
  openDemo,
  walletPrompt,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

it('a reload reconnects the wallet without a prompt: the account card shows the address again', async () => {
  const { page } = await openDemo(browser.context())
  const address = await connectTestWallet(page)
  expect(address).toBe(emulatorAccount(0))

  // Any prompt shown after the reload is remembered, even one answered or removed later.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __walletPrompts: seen })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.getAttribute('data-testid') === 'testwallet-prompt')
            seen.push(node.shadowRoot?.textContent ?? '')
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()

  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 10_000 })
    .toBe(address)
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await expect(connectButton(page).count()).resolves.toBe(0)
  await expect(walletPrompt(page).count()).resolves.toBe(0)
  await expect(
    page.evaluate(() => (window as { __walletPrompts?: string[] }).__walletPrompts),
  ).resolves.toEqual([])
})
