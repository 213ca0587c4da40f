import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { parseEther, verifyMessage } from 'viem'
import { expect, inject, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { connectButton, modalDialog, networkButton } from './harness/demoPage.js'
import {
  answerMobileWallet,
  openMobileWallet,
  scanIntoMobileWallet,
} from './harness/mobileWalletPage.js'
import { lamportsOf, solanaRpc } from './harness/solanaRpc.js'
import { useBrowser } from './harness/useBrowser.js'
import {
  DAPP_REQUEST,
  disconnectInWallet,
  openDemoWithoutTestWallet,
  pairAndApprove,
  showQrAndCopyUri,
} from './harness/walletConnectDemo.js'

// Copy link writes the pairing URI to the clipboard; the test reads it back as a user would paste it.
const browser = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] })

/** The test mobile wallet's Solana account (m/44'/501'/0'/0' of the Hardhat mnemonic). */
const MOBILE_WALLET_SOLANA = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

async function signThroughWallet(page: Page, wallet: Page, message: string) {
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  const signature = page.getByTestId('sign-signature').filter({ hasText: /^0x/ })
  await signature.waitFor()
  return (await signature.textContent()) as `0x${string}`
}

it('WalletConnect: the QR pairs the test mobile wallet (WalletKit through the relay); the Account shows its address, it signs (verified with viem), a personal_sign rejected in the wallet shows "User rejected the request.", it sends a mined transaction; reload restores the session; the wallet disconnecting is noticed', async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  const uri = await showQrAndCopyUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const wallet = await pairAndApprove(browser.context(), page, uri)
  const address = emulatorAccount(0)

  const message = `Signed over WalletConnect ${Date.now()}`
  const signature = await signThroughWallet(page, wallet, message)
  await expect(verifyMessage({ address, message, signature })).resolves.toBe(true)
  await expect(page.getByTestId('sign-valid').textContent()).resolves.toBe('Signature valid')

  // Rejected in the wallet: the wallet's 4001 reaches the demo as the user-rejected message.
  await page.getByTestId('sign-input').fill('Rejected over WalletConnect')
  await page.getByTestId('sign-button').click()
  await answerMobileWallet(wallet, 'Reject', DAPP_REQUEST)
  await expect
    .poll(() => page.getByTestId('sign-error').textContent())
    .toBe('User rejected the request.')
  await expect(wallet.getByRole('status').textContent()).resolves.toBe('Rejected personal_sign')

  const chain = chainReader()
  const receiver = emulatorAccount(6)
  const before = await chain.balance(receiver)
  await page.getByTestId('send-asset').selectOption('native')
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.02')
  await page.getByTestId('send-button').click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  const hash = page.getByTestId('send-hash').filter({ hasText: /0x[0-9a-f]{64}/ })
  await hash.waitFor()
  const txHash = /0x[0-9a-f]{64}/.exec((await hash.textContent()) ?? '')?.[0] as `0x${string}`
  const receipt = await chain.client.waitForTransactionReceipt({ hash: txHash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(await chain.balance(receiver)).toBe(before + parseEther('0.02'))

  await page.reload()
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address)

  await disconnectInWallet(wallet)
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toMatch(/^Not connected/)
}, 90_000)

it('WalletConnect: a wallet from All Wallets opens its web app with the pairing URI; the wallet declining shows "Connection rejected" (spec §8) with Try again', async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/i }).click()
  await dialog.getByRole('button', { name: /AppKit Test Mobile Wallet/ }).click()
  const webApp = dialog.getByRole('link', { name: 'Open AppKit Test Mobile Wallet web app' })
  await webApp.waitFor()
  expect(await webApp.getAttribute('href')).toMatch(/\/wallet\/wc\?uri=wc%3A/)
  const [wallet] = await Promise.all([page.context().waitForEvent('page'), webApp.click()])
  await answerMobileWallet(wallet, 'Reject', 'Session proposal')
  await dialog.getByRole('heading', { name: 'Connection rejected' }).waitFor()
  await dialog.getByRole('button', { name: 'Try again' }).waitFor()
  await expect(page.getByTestId('account-status').textContent()).resolves.toMatch(/^Not connected/)
}, 60_000)

/** The test mobile wallet says it moved to chain 42, which the demo does not configure. */
async function moveWalletToUnknownChain(wallet: Page): Promise<void> {
  await wallet
    .getByRole('listitem', { name: 'Session with AppKit demo' })
    .getByRole('button', { name: 'Move to unknown chain 42' })
    .click()
  await expect
    .poll(() => wallet.getByRole('status').textContent())
    .toBe('Told AppKit demo the wallet is on chain 42')
}

it('WalletConnect: spec §2 "Unsupported chains open UnsupportedChain unless … the wallet is in basic WalletConnect mode" — paired from the generic QR, a wallet on chain 42 opens nothing; paired from a listed wallet, it opens UnsupportedChain', async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  const wallet = await pairAndApprove(browser.context(), page, await showQrAndCopyUri(page))
  await moveWalletToUnknownChain(wallet)
  await expect.poll(() => networkButton(page).textContent()).toBe('Unknown Network')
  // Give the modal the time it takes to open in the other case.
  await page.waitForTimeout(1000)
  expect(await modalDialog(page).count()).toBe(0)
  await disconnectInWallet(wallet)
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toMatch(/^Not connected/)
  await wallet.close()

  // The same wallet through All Wallets (not basic mode).
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/i }).click()
  await dialog.getByRole('button', { name: /AppKit Test Mobile Wallet/ }).click()
  const webApp = dialog.getByRole('link', { name: 'Open AppKit Test Mobile Wallet web app' })
  const [listed] = await Promise.all([page.context().waitForEvent('page'), webApp.click()])
  await answerMobileWallet(listed, 'Approve', 'Session proposal')
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  await modalDialog(page).waitFor({ state: 'detached' })
  await moveWalletToUnknownChain(listed)
  await modalDialog(page).getByText("This app doesn't support your current network.").waitFor()
}, 90_000)

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

it('WalletConnect on a phone (spec §2 "AllWallets on mobile"): WalletConnect leads to All Wallets; choosing the test mobile wallet opens its mobile link with the pairing URI without a click; the wallet approves and the demo connects', async () => {
  // The kit's default isMobile reads the user agent: the demo passes no isMobile option.
  const phone = await browser.browser().newContext({
    userAgent: IPHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await phone.newPage()
    // The phone would switch to the wallet app: the test notes where the demo sends it instead.
    const walletOrigin = new URL(inject('emulator').api).origin
    const deepLinks: string[] = []
    await page.route(
      (url) => url.origin === walletOrigin && url.pathname.startsWith('/wallet'),
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue()
        deepLinks.push(route.request().url())
        // 204 No Content: the browser stays on the demo, as a phone does behind the wallet app.
        return route.fulfill({ status: 204 })
      },
    )
    await openDemoWithoutTestWallet(page)
    await connectButton(page).click()
    const dialog = modalDialog(page)
    await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await dialog.getByRole('button', { name: /AppKit Test Mobile Wallet/ }).click()
    // The URI comes once WalletConnect Verify attested the proposal (an iframe of the emulator's).
    await expect.poll(() => deepLinks.length, { timeout: 10_000 }).toBe(1)
    const deepLink = new URL(deepLinks[0] as string)
    expect(deepLink.pathname).toBe('/wallet/wc')
    expect(deepLink.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await dialog.getByRole('heading', { name: 'Continue in AppKit Test Mobile Wallet' }).waitFor()
    // No QR code on a phone.
    expect(await dialog.getByRole('img', { name: /QR code/ }).count()).toBe(0)

    const wallet = await phone.newPage()
    await wallet.goto(deepLink.href)
    await answerMobileWallet(wallet, 'Approve', 'Session proposal')
    await expect
      .poll(() => page.getByTestId('account-address').textContent())
      .toBe(emulatorAccount(0))
  } finally {
    await phone.close()
  }
}, 60_000)

it('WalletConnect: "Pairing: lifetime 4 minutes; expired when 10 seconds or less remain" — a fresh URI replaces the expired one, and it pairs', async () => {
  const page = await browser.context().newPage()
  await page.clock.install()
  await openDemoWithoutTestWallet(page)
  const first = await showQrAndCopyUri(page)
  // The exact boundary is unit-tested (isPairingExpired); here with margins for the test's own
  // running time: at 3 min 40 s, 20 s remain, still valid; 12 s later at most 8 s remain: expired.
  await page.clock.fastForward('03:40')
  const dialog = modalDialog(page)
  // The button reads 'Link copied' since the first copy; its label resets with a new URI.
  await dialog.getByRole('button', { name: /Copy link|Link copied/ }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
  await page.clock.fastForward('00:12')
  let fresh = first
  await expect
    .poll(async () => {
      await dialog.getByRole('button', { name: /Copy link|Link copied/ }).click()
      fresh = await page.evaluate(() => navigator.clipboard.readText())
      return fresh !== first && fresh.startsWith('wc:')
    })
    .toBe(true)
  await page.clock.resume()
  await pairAndApprove(browser.context(), page, fresh)
}, 60_000)

it('WalletConnect: after a relay restart the session carries on: the next signature still arrives', async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  const wallet = await pairAndApprove(browser.context(), page, await showQrAndCopyUri(page))
  const response = await fetch(new URL('/emulator/relay/restart', inject('emulator').api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ downMs: 1000 }),
  })
  expect(response.status).toBe(202)
  expect(((await response.json()) as { closedSockets: number }).closedSockets).toBeGreaterThan(0)

  const message = `After the relay restarted ${Date.now()}`
  const signature = await signThroughWallet(page, wallet, message)
  await expect(verifyMessage({ address: emulatorAccount(0), message, signature })).resolves.toBe(
    true,
  )
}, 60_000)

it('WalletConnect: "Network switch: wallet-connect provider sets the default chain" — after switching to Localhost the next transaction is sent and mined on chain 1337', async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page)
  const wallet = await pairAndApprove(browser.context(), page, await showQrAndCopyUri(page))
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Localhost')
  await expect.poll(() => networkButton(page).textContent()).toBe('Localhost')
  await modalDialog(page).getByRole('button', { name: 'Close' }).click()

  const localhost = chainReader(1337)
  const receiver = emulatorAccount(8)
  const before = await localhost.balance(receiver)
  await page.getByTestId('send-asset').selectOption('native')
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.03')
  await page.getByTestId('send-button').click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  await expect.poll(() => localhost.balance(receiver)).toBe(before + parseEther('0.03'))
}, 60_000)

it('WalletConnect: "paste or scan the URI" and "Multiple namespaces in one session (eip155 and solana)" — the wallet scans a screenshot of the QR code; with Solana enabled it approves both namespaces; on the Solana network the Account shows its Solana address and a message signed through the session verifies (ed25519) and a SOL send is signed through it; one session is one wallet: no multi-wallet alert; a reload restores it; the wallet disconnecting ends both', async () => {
  const page = await browser.context().newPage()
  await openDemoWithoutTestWallet(page, { solana: '1' })
  // "paste or scan the URI": the wallet scans a screenshot of the demo's own QR code.
  const uri = await showQrAndCopyUri(page)
  const qr = modalDialog(page).getByRole('img', { name: 'QR code to connect with a mobile wallet' })
  const wallet = await openMobileWallet(browser.context())
  await scanIntoMobileWallet(wallet, await qr.screenshot())
  await answerMobileWallet(wallet, 'Approve', 'Session proposal')
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  expect(uri).toMatch(/^wc:/)
  await expect(
    wallet.getByRole('listitem', { name: 'Session with AppKit demo' }).textContent(),
  ).resolves.toContain('solana')

  await networkButton(page).click()
  // One session spanning namespaces is one wallet: the modal shows no multi-wallet alert.
  await modalDialog(page).getByRole('button', { name: 'Solana Local' }).waitFor()
  await expect(modalDialog(page).getByText('Multi-Wallet Not Enabled').count()).resolves.toBe(0)
  await modalDialog(page).getByRole('button', { name: 'Solana Local' }).click()
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(MOBILE_WALLET_SOLANA)
  await expect.poll(() => networkButton(page).textContent()).toBe('Solana Local')
  if (await modalDialog(page).isVisible()) {
    await modalDialog(page).getByRole('button', { name: 'Close' }).click()
  }

  const message = `Signed on Solana over WalletConnect ${Date.now()}`
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  const signatureText = page.getByTestId('sign-signature')
  await signatureText.waitFor()
  const signature = base58.decode((await signatureText.textContent()) ?? '')
  const publicKey = new PublicKey(MOBILE_WALLET_SOLANA).toBytes()
  const bytes = new TextEncoder().encode(message)
  expect(ed25519.verify(signature, bytes, publicKey)).toBe(true)
  expect(ed25519.verify(signature, new TextEncoder().encode(`${message}!`), publicKey)).toBe(false)

  // A SOL send: the wallet signs it (solana_signTransaction) through the session, the demo sends it.
  await solanaRpc('requestAirdrop', [MOBILE_WALLET_SOLANA, 1_000_000_000])
  const receiver = Keypair.generate().publicKey.toBase58()
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.01')
  await page.getByTestId('send-button').click()
  await answerMobileWallet(wallet, 'Approve', DAPP_REQUEST)
  await page.getByTestId('send-hash').waitFor()
  await expect.poll(() => lamportsOf(receiver)).toBe(10_000_000)

  // A reload restores both namespaces of the session without pairing again, and the visitor
  // is still on Solana, the family they were on; the EVM account is there on Hardhat.
  await page.reload()
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(MOBILE_WALLET_SOLANA)
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toBe(emulatorAccount(0))
  await expect(wallet.getByRole('region', { name: 'Session proposal' }).count()).resolves.toBe(0)

  // session_delete from the wallet ends both namespaces: on Solana too the demo is disconnected.
  await disconnectInWallet(wallet)
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toMatch(/^Not connected/)
}, 90_000)
