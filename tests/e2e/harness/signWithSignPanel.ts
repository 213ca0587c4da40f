import type { Page } from 'playwright-core'
import { type Address, verifyMessage } from 'viem'
import { expect } from 'vitest'
import { answerWallet } from './demoPage.js'

/**
 * The sign panel of an app made with `--adapter wagmi` or `--adapter ethers`: Sign message, the
 * test wallet approves, and viem (on Node, not the page) verifies the signature the panel shows
 * over the message it shows against `address`. Resolves with the signature.
 */
export async function signWithSignPanel(page: Page, address: Address): Promise<`0x${string}`> {
  const button = page.getByRole('button', { name: 'Sign message' })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
  await answerWallet(page, 'approve')
  const shown = page.getByTestId('sign-signature')
  await expect.poll(() => shown.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await shown.textContent()) as `0x${string}`
  const message = (await page.getByTestId('sign-message').textContent()) ?? ''
  expect(message).not.toBe('')
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  return signature
}
