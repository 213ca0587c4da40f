import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { TRANSFER_AMOUNT } from './fixtures/wagmiApp/WagmiPage.js'
import { chainReader } from './harness/chainReader.js'
import { connectInFixtureModal } from './harness/connectInFixtureModal.js'
import { answerWallet, modalDialog, walletPrompt } from './harness/demoPage.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import type { FixturePage } from './harness/serveFixturePage.js'
import { useBrowser } from './harness/useBrowser.js'
import { openWagmiApp, serveWagmiFixturePage } from './harness/wagmiFixturePage.js'

/**
 * A wagmi app (tests/e2e/fixtures/wagmiApp) with AppKit's modal, built twice: on wagmi 2 and on
 * wagmi 3 ('wagmi' and '@wagmi/core' aliased to each install). The same visitor's path on both,
 * against the emulator's Hardhat chains: connect in the modal, wagmi's hooks read, sign, write a
 * contract and switch chain, a reload reconnects, and a disconnect on either side clears both.
 */

const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const browser = useBrowser()
const emulator = inject('emulator')
const chain = chainReader(31337)
const pages = new Map<2 | 3, FixturePage>()

beforeAll(async () => {
  for (const major of [2, 3] as const) pages.set(major, await serveWagmiFixturePage(major))
}, 240_000)

afterAll(async () => {
  await Promise.all([...pages.values()].map((page) => page.close()))
})

async function openApp(major: 2 | 3): Promise<{ tab: Page; errors: () => string[] }> {
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const tab = await openWagmiApp(context, pages.get(major)!)
  return { tab, errors: () => [...errors.list()] }
}

const text = (tab: Page, id: string) => () => tab.getByTestId(id).textContent()

async function connectInModal(tab: Page): Promise<`0x${string}`> {
  await connectInFixtureModal(tab)
  await expect.poll(text(tab, 'wagmi-status')).toBe('connected')
  return (await tab.getByTestId('wagmi-address').textContent()) as `0x${string}`
}

describe.each([2, 3] as const)('a wagmi %i app with the AppKit modal', (major) => {
  it("connects in the modal; wagmi's hooks then read its balance, sign, write a contract and switch chain", async () => {
    const { tab, errors } = await openApp(major)
    // The build is on the wagmi it claims: wagmi and @wagmi/core of that major.
    expect(await tab.getByTestId('wagmi-version').textContent()).toMatch(
      new RegExp(`^${major}\\.\\d+\\.\\d+ ${major}\\.\\d+\\.\\d+$`),
    )
    await expect.poll(text(tab, 'wagmi-status')).toBe('disconnected')
    const address = await connectInModal(tab)
    expect(address).toBe(emulator.accounts[0])
    expect(await tab.getByTestId('wagmi-chain').textContent()).toBe('31337')

    // useBalance: the chain's own figure.
    await expect.poll(text(tab, 'wagmi-balance')).toBe(String(await chain.balance(address)))

    // useSignMessage: the test wallet signs, viem verifies.
    await tab.getByRole('button', { name: 'Sign with wagmi' }).click()
    await answerWallet(tab, 'approve')
    await expect.poll(text(tab, 'wagmi-signature')).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await tab.getByTestId('wagmi-signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'gm from wagmi', signature })).toBe(true)

    // useWriteContract + useWaitForTransactionReceipt: an ERC-20 transfer, mined.
    const [senderBefore, receiverBefore] = [
      await chain.tokenBalance(address),
      await chain.tokenBalance(RECEIVER),
    ]
    await tab.getByRole('button', { name: 'Transfer with wagmi' }).click()
    await answerWallet(tab, 'approve')
    await expect.poll(text(tab, 'wagmi-transfer'), { timeout: 20_000 }).toBe('success')
    expect(await chain.tokenBalance(address)).toBe(senderBefore - TRANSFER_AMOUNT)
    expect(await chain.tokenBalance(RECEIVER)).toBe(receiverBefore + TRANSFER_AMOUNT)

    // useSwitchChain: the kit switches, and the modal's network button shows it.
    await tab.getByRole('button', { name: 'Switch to 1337 with wagmi' }).click()
    await expect.poll(text(tab, 'wagmi-chain')).toBe('1337')
    await expect
      .poll(() => tab.locator('button.appkit-btn', { hasText: 'Localhost' }).count())
      .toBe(1)
    expect(errors()).toEqual([])
    await tab.close()
  })

  it('a reload reconnects wagmi with no prompt; a disconnect from wagmi clears the modal, one from the modal clears wagmi', async () => {
    const { tab, errors } = await openApp(major)
    await connectInModal(tab)
    await tab.reload()
    await tab.getByRole('heading', { name: 'wagmi app' }).waitFor()
    await expect.poll(text(tab, 'wagmi-status')).toBe('connected')
    expect(await walletPrompt(tab).count()).toBe(0)

    await tab.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(text(tab, 'wagmi-status')).toBe('disconnected')
    await tab.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    await connectInModal(tab)
    await tab.locator('button.appkit-btn', { hasText: /0x/ }).first().click()
    await modalDialog(tab).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(text(tab, 'wagmi-status')).toBe('disconnected')
    expect(await tab.getByTestId('wagmi-address').textContent()).toBe('')
    expect(errors()).toEqual([])
    await tab.close()
  })
})
