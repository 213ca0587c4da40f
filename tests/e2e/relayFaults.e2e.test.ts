import { verifyMessage } from 'viem'
import { expect, inject, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { dropRelaySockets } from './harness/emulatorFaults.js'
import { answerMobileWallet } from './harness/mobileWalletPage.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import { useBrowser } from './harness/useBrowser.js'
import {
  DAPP_REQUEST,
  openDemoWithoutTestWallet,
  pairAndApprove,
  showQrAndCopyUri,
} from './harness/walletConnectDemo.js'

// Copy link writes the pairing URI to the clipboard; the test reads it back as a user would.
const browser = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] })

async function relayConnections(): Promise<number> {
  const response = await fetch(new URL('/emulator/relay', inject('emulator').api))
  return ((await response.json()) as { connections: number }).connections
}

it('WalletConnect: the relay drops every socket (no close frame, no restart) while a signature is pending; the session survives, the pending request completes, and the next one too', async () => {
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const page = await context.newPage()
  await openDemoWithoutTestWallet(page)
  const wallet = await pairAndApprove(context, page, await showQrAndCopyUri(page))
  const address = emulatorAccount(0)

  // A request is pending in the wallet when the connection is lost.
  const pending = `Pending while the relay dropped ${Date.now()}`
  await page.getByTestId('sign-input').fill(pending)
  await page.getByTestId('sign-button').click()
  await wallet.getByRole('region', { name: DAPP_REQUEST }).waitFor()
  expect(await dropRelaySockets()).toBeGreaterThanOrEqual(2)
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  const signature = page.getByTestId('sign-signature').filter({ hasText: /^0x/ })
  await signature.waitFor()
  const first = (await signature.textContent()) as `0x${string}`
  await expect(verifyMessage({ address, message: pending, signature: first })).resolves.toBe(true)
  // Both sides came back on their own.
  await expect.poll(relayConnections).toBeGreaterThanOrEqual(2)

  // Still connected (no reconnect prompt), and the session carries the next request.
  await expect(page.getByTestId('account-address').textContent()).resolves.toBe(address)
  const next = `After the drop ${Date.now()}`
  await page.getByTestId('sign-input').fill(next)
  await page.getByTestId('sign-button').click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  const second = page.getByTestId('sign-signature').filter({ hasText: /^0x/ })
  await expect.poll(() => second.textContent()).not.toBe(first)
  const nextSignature = (await second.textContent()) as `0x${string}`
  await expect(verifyMessage({ address, message: next, signature: nextSignature })).resolves.toBe(
    true,
  )
  expect(errors.list()).toEqual([])
}, 60_000)
