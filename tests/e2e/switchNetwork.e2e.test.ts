import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  answerWallet,
  askWallet,
  connectTestWallet,
  modalDialog,
  networkButton,
  openDemo,
  walletPrompt,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

async function chooseLocalhost(page: Page) {
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await networkButton(page).click()
  const dialog = modalDialog(page)
  await expect
    .poll(() => dialog.getByRole('heading', { level: 2 }).textContent())
    .toBe('Choose Network')
  // The active network is marked.
  await expect(
    dialog.getByRole('button', { name: 'Hardhat' }).getAttribute('aria-current'),
  ).resolves.toBe('true')
  await dialog.getByRole('button', { name: 'Localhost' }).click()
}

async function expectOnLocalhost(page: Page) {
  await expect.poll(() => networkButton(page).textContent(), { timeout: 10_000 }).toBe('Localhost')
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Localhost')
  await expect.poll(() => askWallet(page, 'eth_chainId')).toBe('0x539')
  // The switch view went back to the list, where the new network is now the marked one.
  const dialog = modalDialog(page)
  await expect
    .poll(() => dialog.getByRole('heading', { level: 2 }).textContent())
    .toBe('Choose Network')
  await expect
    .poll(() => dialog.getByRole('button', { name: 'Localhost' }).getAttribute('aria-current'))
    .toBe('true')
  await expect(
    dialog.getByRole('button', { name: 'Hardhat' }).getAttribute('aria-current'),
  ).resolves.toBeNull()
}

it('switches 31337 -> 1337 from the Networks view: the NetworkButton, the account card and the wallet all say chain 1337', async () => {
  const { page } = await openDemo(browser.context())
  await connectTestWallet(page)
  await expect.poll(() => askWallet(page, 'eth_chainId')).toBe('0x7a69')

  await chooseLocalhost(page)
  // The wallet knows 1337, so it switches without asking.
  await expectOnLocalhost(page)
  await expect(walletPrompt(page).count()).resolves.toBe(0)
})

it('a wallet that does not know 1337 answers 4902 and is asked to add the chain; approving the add completes the switch', async () => {
  const { page } = await openDemo(browser.context(), { testWalletChains: '31337' })
  await connectTestWallet(page)

  await chooseLocalhost(page)
  // While the wallet asks, the modal waits on the SwitchNetwork view for that network.
  await expect
    .poll(() => modalDialog(page).getByRole('heading', { level: 3 }).textContent())
    .toBe('Approve in wallet')
  await expect(modalDialog(page).getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
    'Localhost',
  )
  await expect(askWallet(page, 'eth_chainId')).resolves.toBe('0x7a69')
  await answerWallet(page, 'approve', /^Add network Localhost \(chain id 1337\) and switch to it$/)
  await expectOnLocalhost(page)
})
