import { verifyAdr36Signature } from '@appkit/cosmos/verify'
import { verifyPolkadotSignature } from '@appkit/polkadot/verify'
import { bip122Verifier } from '@appkit/siwx/verify'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { answerWallet, connectButton, modalDialog } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The demo with every family (`?families=all`) and the test wallets on. */
async function openAllFamilies(): Promise<Page> {
  const page = await browser.context().newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('testWallet', '1')
  url.searchParams.set('families', 'all')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  return page
}

/** Connect Wallet -> the wallet's row -> Approve in the test wallet; the address the page shows. */
async function connect(page: Page, wallet: string, prompt: RegExp): Promise<string> {
  await connectButton(page).click()
  await modalDialog(page).getByRole('button', { name: wallet }).click()
  await answerWallet(page, 'approve', prompt)
  const address = page.getByTestId('account-address')
  await address.waitFor()
  await modalDialog(page).waitFor({ state: 'detached' })
  return (await address.textContent()) ?? ''
}

/** Signs with the demo's panel; resolves with the signature once the page has checked it. */
async function signWithPanel(page: Page, message: string): Promise<string> {
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  await answerWallet(page, 'approve', new RegExp(`^Sign message: ${message}$`))
  await expect
    .poll(() => page.getByTestId('sign-valid').textContent(), { timeout: 15_000 })
    .toBe('Signature valid')
  return (await page.getByTestId('sign-signature').textContent()) ?? ''
}

function verifyBitcoin(address: string, message: string, signature: string) {
  return bip122Verifier().verify({
    data: {
      accountAddress: address,
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      version: '1',
      nonce: '00000000',
      issuedAt: new Date().toISOString(),
    },
    message,
    signature,
  })
}

describe('polkadot, bip122 and cosmos with their test wallets (?families=all)', () => {
  it('the Connect view lists a wallet of each family', async () => {
    const page = await openAllFamilies()
    await connectButton(page).click()
    const dialog = modalDialog(page)
    for (const name of ['Polkadot Test Wallet', 'Bitcoin Test Wallet', 'Keplr']) {
      await dialog.getByRole('button', { name }).waitFor()
    }
    await page.close()
  })

  it('cosmos: connects the Keplr-style wallet, shows its address, signs ADR-36 verified by cosmjs', async () => {
    const page = await openAllFamilies()
    const address = await connect(page, 'Keplr', /^Connect \(cosmos: cosmoshub-4\)$/)
    expect(address).toBe('cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7')
    const message = `AppKit cosmos e2e ${Date.now()}`
    const signature = await signWithPanel(page, message)
    await expect(verifyAdr36Signature({ address, message, signature })).resolves.toBe(true)
    await expect(
      verifyAdr36Signature({ address, message: `${message}!`, signature }),
    ).resolves.toBe(false)
    await page.close()
  })

  it('polkadot: connects the injectedWeb3 wallet, shows its address, signs verified by @polkadot/util-crypto', async () => {
    const page = await openAllFamilies()
    const address = await connect(page, 'Polkadot Test Wallet', /^Connect \(polkadot\)$/)
    expect(address).toBe('15hjAH9GXCLMkcSxeRcbdbtuQZ59pgL6rDU73FBknBprgNR8')
    const message = `AppKit polkadot e2e ${Date.now()}`
    const signature = await signWithPanel(page, message)
    await expect(verifyPolkadotSignature({ address, message, signature })).resolves.toBe(true)
    await expect(
      verifyPolkadotSignature({ address, message: `${message}!`, signature }),
    ).resolves.toBe(false)
    await page.close()
  })

  it('bip122: connects the Bitcoin wallet on its payment address, signs a message the Bitcoin verifier accepts', async () => {
    const page = await openAllFamilies()
    const address = await connect(page, 'Bitcoin Test Wallet', /^Connect \(bitcoin mainnet\)$/)
    // The payment account (BIP-84), not the ordinals one: "default payment".
    expect(address).toBe('bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te')
    const message = `AppKit bitcoin e2e ${Date.now()}`
    const signature = await signWithPanel(page, message)
    await expect(verifyBitcoin(address, message, signature)).resolves.toBe(true)
    await expect(verifyBitcoin(address, `${message}!`, signature)).resolves.toBe(false)
    await page.close()
  })
})
