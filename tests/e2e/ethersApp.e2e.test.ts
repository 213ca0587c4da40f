import type { Page } from 'playwright-core'
import { parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { MESSAGE, RECEIVER, SEND_ETHER, TRANSFER_AMOUNT } from './fixtures/ethersApp/fixedValues.js'
import { chainReader } from './harness/chainReader.js'
import { connectInFixtureModal } from './harness/connectInFixtureModal.js'
import { answerWallet, modalDialog } from './harness/demoPage.js'
import { emulatorFixtureUrl } from './harness/emulatorFixtureUrl.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import { type FixturePage, serveFixturePage } from './harness/serveFixturePage.js'
import { useBrowser } from './harness/useBrowser.js'

/**
 * An ethers app (tests/e2e/fixtures/ethersApp) with AppKit's modal, built twice: on ethers 6 over
 * @appkit/ethers and on ethers 5 over @appkit/ethers5 (the page's './ethersBinding.js' aliased to
 * each major's file, and 'ethers' to interop/ethers5's install for ethers 5). The same visitor's
 * path on both, against the emulator's Hardhat chain: connect in the modal, then ethers signs,
 * sends ETH, transfers and reads a token; a disconnect in the modal leaves ethers no account.
 */

const FIXTURE = new URL('./fixtures/ethersApp/', import.meta.url).pathname
const ETHERS5 = new URL('../../interop/ethers5/node_modules/ethers', import.meta.url).pathname
const bindingAlias = (file: string) => ({
  find: /^\.\/ethersBinding\.js$/,
  replacement: FIXTURE + file,
})
const ETHERS_BUILDS = {
  6: { version: /^6\.\d+\.\d+$/, alias: [bindingAlias('ethers6Binding.ts')] },
  5: {
    version: /^ethers\/5\.\d+\.\d+$/,
    alias: [bindingAlias('ethers5Binding.ts'), { find: /^ethers$/, replacement: ETHERS5 }],
  },
} as const

const browser = useBrowser()
const emulator = inject('emulator')
const chain = chainReader(31337)
const pages = new Map<6 | 5, FixturePage>()

beforeAll(async () => {
  for (const major of [6, 5] as const) {
    const { alias } = ETHERS_BUILDS[major]
    pages.set(major, await serveFixturePage(FIXTURE, inject('csp'), { alias }))
  }
}, 240_000)

afterAll(async () => {
  await Promise.all([...pages.values()].map((page) => page.close()))
})

async function openApp(major: 6 | 5): Promise<{ tab: Page; errors: () => string[] }> {
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const tab = await context.newPage()
  await tab.goto(emulatorFixtureUrl(pages.get(major)!.url))
  await tab.getByRole('heading', { name: 'ethers app' }).waitFor()
  return { tab, errors: () => [...errors.list()] }
}

const text = (tab: Page, id: string) => () => tab.getByTestId(id).textContent()

async function connectInModal(tab: Page): Promise<`0x${string}`> {
  await connectInFixtureModal(tab)
  await expect.poll(text(tab, 'ethers-address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return (await tab.getByTestId('ethers-address').textContent()) as `0x${string}`
}

describe.each([6, 5] as const)('an ethers %i app with the AppKit modal', (major) => {
  it("connects in the modal; ethers' signer then signs, sends ETH, transfers a token, and reads it", async () => {
    const { tab, errors } = await openApp(major)
    // The build is on the ethers it claims (ethers 5 names itself 'ethers/5.x.y').
    expect(await tab.getByTestId('ethers-version').textContent()).toMatch(
      ETHERS_BUILDS[major].version,
    )
    expect(await tab.getByTestId('ethers-address').textContent()).toBe('')
    const address = await connectInModal(tab)
    expect(address).toBe(emulator.accounts[0])
    expect(await tab.getByTestId('ethers-chain').textContent()).toBe('31337')

    // signMessage: the test wallet signs, viem verifies against the connected account.
    await tab.getByRole('button', { name: 'Sign with ethers' }).click()
    await answerWallet(tab, 'approve')
    await expect.poll(text(tab, 'ethers-signature')).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await tab.getByTestId('ethers-signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

    // sendTransaction + wait: the receiver gets exactly the value; the sender pays it and a fee.
    const value = parseEther(SEND_ETHER)
    const ethBefore = {
      sender: await chain.balance(address),
      receiver: await chain.balance(RECEIVER),
    }
    await tab.getByRole('button', { name: `Send ${SEND_ETHER} ETH with ethers` }).click()
    await answerWallet(tab, 'approve')
    await expect.poll(text(tab, 'ethers-send'), { timeout: 20_000 }).toBe('success')
    expect(await chain.balance(RECEIVER)).toBe(ethBefore.receiver + value)
    expect(await chain.balance(address)).toBeLessThan(ethBefore.sender - value)

    // A Contract on the provider reads balanceOf: the chain's own figure.
    const readTokens = tab.getByRole('button', { name: 'Read token balance with ethers' })
    await readTokens.click()
    const tokensBefore = {
      sender: await chain.tokenBalance(address),
      receiver: await chain.tokenBalance(RECEIVER),
    }
    await expect.poll(text(tab, 'ethers-token-balance')).toBe(String(tokensBefore.sender))

    // A Contract with the signer sends transfer(): both token balances move by the amount.
    await tab.getByRole('button', { name: 'Transfer tokens with ethers' }).click()
    await answerWallet(tab, 'approve')
    await expect.poll(text(tab, 'ethers-transfer'), { timeout: 20_000 }).toBe('success')
    expect(await chain.tokenBalance(address)).toBe(tokensBefore.sender - TRANSFER_AMOUNT)
    expect(await chain.tokenBalance(RECEIVER)).toBe(tokensBefore.receiver + TRANSFER_AMOUNT)
    await readTokens.click()
    await expect
      .poll(text(tab, 'ethers-token-balance'))
      .toBe(String(tokensBefore.sender - TRANSFER_AMOUNT))
    expect(errors()).toEqual([])
    await tab.close()
  })

  it('a disconnect from the modal leaves ethers with no account and no signer', async () => {
    const { tab, errors } = await openApp(major)
    await connectInModal(tab)
    await tab.locator('button.appkit-btn', { hasText: /0x/ }).first().click()
    await modalDialog(tab).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(text(tab, 'ethers-address')).toBe('')
    expect(await tab.getByTestId('ethers-chain').textContent()).toBe('')
    await tab.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    await tab.getByRole('button', { name: 'Sign with ethers' }).click()
    await expect
      .poll(text(tab, 'ethers-signature'))
      .toMatch(/^error: .*no EVM wallet is connected/s)
    expect(errors()).toEqual([])
    await tab.close()
  })
})
