import { parseEther, verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { modalDialog, openDemo, testWalletOption, walletPrompt } from './harness/demoPage.js'
import { type FocusedElement, focusedElement, tabTo } from './harness/focusedElement.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const inModal = (focused: FocusedElement) => focused.where === 'modal' && focused.inDialog
/** Account 13 sends to account 14: no other browser test uses either. */
const KEYBOARD_SENDER = 13
const KEYBOARD_RECEIVER = 14

it('the whole flow by keyboard alone: open, focus trapped in the dialog, choose the wallet, approve, Account view, Escape restores focus, disconnect', async () => {
  const { page } = await openDemo(browser.context())
  const address = emulatorAccount(0)

  // Tab to 'Connect Wallet' and open the modal with Enter: focus moves inside the dialog.
  await tabTo(page, (f) => f.where === 'page' && f.text === 'Connect Wallet')
  await page.keyboard.press('Enter')
  await testWalletOption(page).waitFor()
  await expect.poll(() => focusedElement(page).then(inModal)).toBe(true)

  // Focus trap: Tab and Shift+Tab cycle inside the dialog and never reach the page behind.
  const seen = new Set<string>()
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    const focused = await focusedElement(page)
    expect(focused, `after ${key}`).toMatchObject({ where: 'modal', inDialog: true })
    seen.add(`${focused.label ?? ''}|${focused.text}`)
  }
  // It did move: the Close button and the wallet row both took focus on the way round.
  expect([...seen].some((entry) => entry.startsWith('Close|'))).toBe(true)
  expect([...seen].some((entry) => entry.includes('AppKit Test Wallet'))).toBe(true)

  // Choose the wallet with the keyboard.
  await tabTo(page, (f) => inModal(f) && f.text.includes('AppKit Test Wallet'))
  await page.keyboard.press('Enter')

  // The wallet's prompt takes focus on Approve; Enter approves.
  await walletPrompt(page).getByTestId('testwallet-approve').waitFor()
  await expect
    .poll(() => focusedElement(page))
    .toMatchObject({ where: 'prompt', testId: 'testwallet-approve' })
  await page.keyboard.press('Enter')
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 10_000 })
    .toBe(address)
  await modalDialog(page).waitFor({ state: 'detached' })

  // Focus restore after connecting: the opener, now the account button, has focus again.
  const isAccountButton = (f: FocusedElement) =>
    f.where === 'page' && f.text.endsWith(short(address))
  await expect.poll(() => focusedElement(page).then(isAccountButton)).toBe(true)

  // Open the Account view from the account button with the keyboard.
  await page.keyboard.press('Enter')
  await expect
    .poll(() => modalDialog(page).getByRole('heading', { level: 2 }).textContent())
    .toBe('Account')
  await expect.poll(() => focusedElement(page).then(inModal)).toBe(true)
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()

  // Escape closes the modal and gives focus back to the button that opened it.
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect.poll(() => focusedElement(page).then(isAccountButton)).toBe(true)

  // Open it again and disconnect by keyboard.
  await page.keyboard.press('Enter')
  await expect
    .poll(() => modalDialog(page).getByRole('heading', { level: 2 }).textContent())
    .toBe('Account')
  // The Account view was shown before: it is there at once, no 'Loading' to Tab past.
  await expect(modalDialog(page).getByRole('button', { name: 'Disconnect' }).count()).resolves.toBe(
    1,
  )
  await tabTo(page, (f) => inModal(f) && f.text === 'Disconnect')
  await page.keyboard.press('Enter')
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toBe('Not connected (disconnected)')
  // The same button is 'Connect Wallet' again, and keeps focus.
  await expect
    .poll(() => focusedElement(page))
    .toMatchObject({ where: 'page', text: 'Connect Wallet' })
})

it('sign and send by keyboard alone: Tab to each field, type, Enter; the wallet prompt takes focus and Enter approves', async () => {
  const sender = emulatorAccount(KEYBOARD_SENDER)
  const receiver = emulatorAccount(KEYBOARD_RECEIVER)
  const { page } = await openDemo(browser.context(), { accountIndex: KEYBOARD_SENDER })
  const onPage = (testId: string) => (f: FocusedElement) =>
    f.where === 'page' && f.testId === testId
  const approveByKeyboard = async (summary: RegExp) => {
    await walletPrompt(page)
      .getByTestId('testwallet-summary')
      .filter({ hasText: summary })
      .waitFor()
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ where: 'prompt', testId: 'testwallet-approve' })
    await page.keyboard.press('Enter')
    await walletPrompt(page).waitFor({ state: 'detached' })
  }

  // Connect, by keyboard as in the test above, without its checks.
  await tabTo(page, (f) => f.where === 'page' && f.text === 'Connect Wallet')
  await page.keyboard.press('Enter')
  await testWalletOption(page).waitFor()
  await tabTo(page, (f) => inModal(f) && f.text.includes('AppKit Test Wallet'))
  await page.keyboard.press('Enter')
  await approveByKeyboard(/^Connect$/)
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(sender)
  await modalDialog(page).waitFor({ state: 'detached' })

  // Sign: the message field, then the Sign button.
  const message = `Typed by keyboard ${Date.now()}`
  await tabTo(page, onPage('sign-input'), 30)
  // The field holds the demo's sample message: select it all and type over it.
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(message)
  await tabTo(page, onPage('sign-button'))
  await page.keyboard.press('Enter')
  await approveByKeyboard(new RegExp(`^Sign message: ${message}$`))
  const signature = (await page.getByTestId('sign-signature').textContent()) as `0x${string}`
  await expect(verifyMessage({ address: sender, message, signature })).resolves.toBe(true)

  // Send: the receiver and amount fields; Enter submits the form.
  const before = await chainReader().balance(receiver)
  await tabTo(page, onPage('send-to'))
  await page.keyboard.type(receiver)
  await tabTo(page, onPage('send-amount'))
  await page.keyboard.type('0.002')
  await page.keyboard.press('Enter')
  await approveByKeyboard(new RegExp(`^Send 0\\.002 ETH to ${receiver}$`, 'i'))
  await expect.poll(() => chainReader().balance(receiver)).toBe(before + parseEther('0.002'))
  await expect.poll(() => page.getByTestId('send-hash').textContent()).toMatch(/0x[0-9a-f]{64}/)
})
