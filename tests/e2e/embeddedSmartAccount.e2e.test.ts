import type { Page } from 'playwright-core'
import { type Address, isErc6492Signature, parseAbi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, inject, it } from 'vitest'
import { approveInSecureFrame } from './harness/approveInSecureFrame.js'
import { chainReader } from './harness/chainReader.js'
import { modalDialog, networkButton } from './harness/demoPage.js'
import { accountButton, openEmbeddedDemo, SECURE_FRAME } from './harness/embeddedDemo.js'
import { logInByEmail } from './harness/embeddedWalletPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const emulator = inject('emulator')

// The emulator serves every test file: leave its mailbox empty, as found.
afterAll(async () => {
  await fetch(emulator.mailbox, { method: 'DELETE' })
})

const FACTORY_ABI = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** Account -> Account type; resolves with the dialog once the radio group shows. */
async function openAccountType(page: Page, shown: 'Smart account' | 'EOA') {
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: `Account type: ${shown}` }).click()
  await dialog.getByRole('group', { name: 'Account type' }).waitFor()
  return dialog
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
}

const shownAddress = (page: Page) => page.getByTestId('account-address').textContent()

it('spec §6 account types: an email login gets a smart account by default on 31337 (type shown), signs (ERC-6492 before deployment, verified by viem), sends through ApproveTransaction (deploying it, gas sponsored) and from the WalletSend view (its balance listed), switches to the EOA, and on 1337, where smart accounts are not enabled, only the EOA is offered; SEND_INITIATED and SEND_SUCCESS track isSmartAccount', async () => {
  const page = await openEmbeddedDemo(browser.context())
  const chain = chainReader(31337)
  const factory = emulator.smartAccounts?.factories['31337'] as Address
  expect(factory).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // 1337 is the network without smart accounts.
  expect(emulator.smartAccounts?.factories['1337']).toBeUndefined()

  const smart = await logInByEmail(page, `smart-${Date.now()}@example.com`)

  // The Account type view lists both accounts; the smart account is in use and not deployed.
  let dialog = await openAccountType(page, 'Smart account')
  await dialog.getByRole('radio', { name: /^Smart Account/, checked: true }).waitFor()
  const eoaRadio = dialog.getByRole('radio', { name: /^EOA/ })
  expect(await eoaRadio.isChecked()).toBe(false)
  const eoa = (
    await dialog.getByTestId('account-type-eoa').locator('.item-detail').textContent()
  )?.trim() as Address
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(eoa.toLowerCase()).not.toBe(smart.toLowerCase())
  expect(await dialog.getByTestId('smart-account-deployed').textContent()).toBe(
    'Not deployed yet: its first transaction deploys it',
  )
  await closeModal(page)
  // The address shown is the factory's counterfactual address for the EOA (owner), salt 0.
  await expect(
    chain.client.readContract({
      address: factory,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args: [eoa, 0n],
    }),
  ).resolves.toBe(smart)
  await expect(chain.client.getCode({ address: smart })).resolves.toBeUndefined()
  // Funded at account creation like the EOA.
  await expect(chain.balance(smart)).resolves.toBe(parseEther('100'))

  // Sign before deployment: an ERC-6492 signature that viem verifies for the smart account.
  const message = `Smart account ${Date.now()}`
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  await approveInSecureFrame(page, new RegExp(message))
  const signature = (await page.getByTestId('sign-signature').textContent()) as `0x${string}`
  expect(isErc6492Signature(signature)).toBe(true)
  // The demo checks it on chain too.
  expect(await page.getByTestId('sign-valid').textContent()).toBe('Signature valid')
  await expect(chain.client.verifyMessage({ address: smart, message, signature })).resolves.toBe(
    true,
  )
  // Not a signature of the EOA's.
  await expect(chain.client.verifyMessage({ address: eoa, message, signature })).resolves.toBe(
    false,
  )

  // Send ETH from the smart account: the relayer deploys it in the same transaction and pays.
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('1.25')
  await page.getByTestId('send-button').click()
  await approveInSecureFrame(page, new RegExp(receiver.slice(2, 10), 'i'))
  await page.getByTestId('send-hash').waitFor()
  await expect.poll(() => chain.balance(receiver)).toBe(parseEther('1.25'))
  expect(await chain.balance(smart)).toBe(parseEther('100') - parseEther('1.25'))
  await expect(chain.client.getCode({ address: smart })).resolves.toMatch(/^0x[0-9a-f]+$/)
  // Tracking: SEND_INITIATED and SEND_SUCCESS carry isSmartAccount (the demo's analytics plugin
  // posts them to the emulator's ingest).
  const sendEvents = async () => {
    const response = await fetch(`${emulator.api}/emulator/analytics`)
    const { events } = (await response.json()) as {
      events: {
        props: { event?: string; address?: string; properties?: Record<string, unknown> }
      }[]
    }
    return events
      .filter((event) => event.props.address === smart && event.props.event?.startsWith('SEND_'))
      .map((event) => [event.props.event, event.props.properties?.isSmartAccount])
  }
  await expect.poll(sendEvents, { timeout: 10_000 }).toEqual([
    ['SEND_INITIATED', true],
    ['SEND_SUCCESS', true],
  ])

  // smartAccountDeployed is now true; switch the preferred account type to the EOA.
  dialog = await openAccountType(page, 'Smart account')
  await expect
    .poll(() => dialog.getByTestId('smart-account-deployed').textContent())
    .toBe('Deployed')
  await dialog.getByRole('radio', { name: /^EOA/ }).click()
  await dialog
    .getByRole('status')
    .filter({ hasText: `Now using your EOA: ${eoa}` })
    .waitFor()
  await closeModal(page)
  await expect.poll(() => shownAddress(page)).toBe(eoa)

  // Back to the smart account (keyboard: the radio group moves with the arrow keys).
  dialog = await openAccountType(page, 'EOA')
  await dialog.getByRole('radio', { name: /^EOA/ }).focus()
  await page.keyboard.press('ArrowUp')
  await dialog
    .getByRole('status')
    .filter({ hasText: `Now using your Smart Account: ${smart}` })
    .waitFor()
  await closeModal(page)
  await expect.poll(() => shownAddress(page)).toBe(smart)

  // The modal's own send flow (WalletSend) sends from the smart account too, its balance listed.
  await accountButton(page).click()
  dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('button', { name: /^(Select token|Token .*, change)$/ }).click()
  await dialog.getByRole('button', { name: /98\.750 ETH\b/ }).click()
  const second = privateKeyToAccount(generatePrivateKey()).address
  await dialog.getByLabel('Amount').fill('0.5')
  await dialog.getByLabel('Receiver address').fill(second)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await dialog.getByRole('heading', { name: '0.5 ETH' }).waitFor()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByText('Review the request in the secure window below.').waitFor()
  const frame = page.frameLocator(SECURE_FRAME)
  await frame
    .locator('#approval-details')
    .filter({ hasText: new RegExp(second.slice(2, 10), 'i') })
    .waitFor()
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => chain.balance(second)).toBe(parseEther('0.5'))
  expect(await chain.balance(smart)).toBe(parseEther('98.25'))
  await closeModal(page)

  // On 1337 smart accounts are not enabled: the EOA is in use and the only choice.
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Localhost')
  await closeModal(page)
  await expect.poll(() => shownAddress(page)).toBe(eoa)
  dialog = await openAccountType(page, 'EOA')
  await dialog.getByRole('radio', { name: /^EOA/, checked: true }).waitFor()
  expect(await dialog.getByRole('radio', { name: /^Smart Account/ }).isDisabled()).toBe(true)
  await dialog
    .getByText('Smart accounts are not enabled on this network: it uses your EOA.')
    .waitFor()
  await closeModal(page)

  // Back on 31337 the preferred smart account is in use again.
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Hardhat')
  await closeModal(page)
  await expect.poll(() => shownAddress(page)).toBe(smart)

  // A reload restores the session on 31337 with the preferred smart account.
  await page.reload()
  await expect.poll(() => shownAddress(page), { timeout: 20_000 }).toBe(smart)
})

it("AccountType view: arrow keys choose, each choice's latest outcome (note or error) is what the status line says; spec §4 'keeps preferred account type': EOA chosen, signed out, logged in again, the EOA is in use", async () => {
  const page = await openEmbeddedDemo(browser.context())
  const email = `keeps-type-${Date.now()}@example.com`
  const smart = await logInByEmail(page, email)
  const loggedInAt = Date.now()

  // Keyboard: from Smart Account, ArrowDown moves to EOA and chooses it.
  let dialog = await openAccountType(page, 'Smart account')
  const eoa = (
    await dialog.getByTestId('account-type-eoa').locator('.item-detail').textContent()
  )?.trim() as Address
  const status = dialog.getByRole('status')
  await dialog.getByRole('radio', { name: /^Smart Account/ }).focus()
  await page.keyboard.press('ArrowDown')
  await status.filter({ hasText: `Now using your EOA: ${eoa}` }).waitFor()
  await dialog.getByRole('radio', { name: /^EOA/, checked: true }).waitFor()

  // The secure site refuses the next choice (its session is gone): the error shows, the EOA stays.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(emulator.secureSite))
  const session = await frame?.evaluate(() => localStorage.getItem('appkit-secure-session'))
  expect(session).toBeTruthy()
  await frame?.evaluate(() => localStorage.removeItem('appkit-secure-session'))
  await page.keyboard.press('ArrowUp')
  await status.filter({ hasText: 'Not logged in' }).waitFor()
  await dialog.getByRole('radio', { name: /^EOA/, checked: true }).waitFor()

  // With the session back, the next choice's note replaces the error.
  await frame?.evaluate(
    (saved) => localStorage.setItem('appkit-secure-session', saved),
    session as string,
  )
  await dialog.getByRole('radio', { name: /^Smart Account/ }).focus()
  await page.keyboard.press('Space')
  await status.filter({ hasText: `Now using your Smart Account: ${smart}` }).waitFor()
  expect(await status.textContent()).not.toContain('Not logged in')
  await page.keyboard.press('ArrowDown')
  await status.filter({ hasText: `Now using your EOA: ${eoa}` }).waitFor()
  await closeModal(page)
  await expect.poll(() => shownAddress(page)).toBe(eoa)

  // Sign out (the secure site forgets the type), log in again: the EOA is in use.
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('account-status').waitFor()
  // The same page (its registry keeps the type) sends the next code after the 30 s cooldown.
  await page.waitForTimeout(Math.max(0, loggedInAt + 30_500 - Date.now()))
  await logInByEmail(page, email)
  await expect.poll(() => shownAddress(page), { timeout: 10_000 }).toBe(eoa)
  dialog = await openAccountType(page, 'EOA')
  await dialog.getByRole('radio', { name: /^EOA/, checked: true }).waitFor()
  await closeModal(page)
}, 120_000)
