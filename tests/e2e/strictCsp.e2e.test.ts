import { parseEther } from 'viem'
import { expect, inject, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  answerWallet,
  connectButton,
  modalDialog,
  networkButton,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
/** Account 4 sends to account 11: no other browser test uses either. */
const SENDER_INDEX = 4
const RECEIVER_INDEX = 11

interface Violation {
  directive: string
  blocked: string
}

it('under the strict CSP (no unsafe-eval, no inline script or style) connect, sign and send report no CSP violation, console error or page error', async () => {
  const context = browser.context()
  // Init scripts run through the DevTools protocol, before the page's own scripts: the CSP
  // does not apply to them, so the listener is there before anything could be blocked.
  await context.addInitScript(() => {
    const violations: { directive: string; blocked: string }[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI })
    })
  })
  const errors: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  context.on('weberror', (error) => errors.push(`pageerror: ${error.error().message}`))

  const { page, response } = await openDemo(context, { accountIndex: SENDER_INDEX })
  const header = response?.headers()['content-security-policy']
  expect(header).toBe(inject('csp'))
  expect(header).toMatch(/script-src 'self'(;|$)/)
  expect(header).toMatch(/style-src 'self'(;|$)/)
  expect(header).not.toMatch(/unsafe-eval|unsafe-inline/)

  // The whole connect: modal chunks, wallet list, images, the wallet prompt, balances.
  await connectButton(page).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /^Connect$/)
  await page.getByTestId('account-address').waitFor()
  await expect.poll(() => page.getByTestId('account-tokens').textContent()).toMatch(/TEST$/)
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  await page.keyboard.press('Escape')
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).waitFor()
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })

  // Sign: the wallet's prompt, the signature check (viem's verifier, loaded on first use).
  await page.getByTestId('sign-input').fill('Signed under a strict CSP')
  await page.getByTestId('sign-button').click()
  await answerWallet(page, 'approve', /^Sign message: Signed under a strict CSP$/)
  await expect.poll(() => page.getByTestId('sign-valid').textContent()).toBe('Signature valid')

  // Send: the send action, the wallet's prompt, the receipt and the balance refresh.
  const receiver = emulatorAccount(RECEIVER_INDEX)
  const before = await chainReader().balance(receiver)
  await page.getByTestId('send-asset').selectOption('native')
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.001')
  await page.getByTestId('send-button').click()
  await answerWallet(page, 'approve', /^Send 0\.001 ETH to /)
  await expect.poll(() => page.getByTestId('send-hash').textContent()).toMatch(/0x[0-9a-f]{64}/)
  await expect.poll(() => chainReader().balance(receiver)).toBe(before + parseEther('0.001'))

  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])

  // The policy is enforced and the listener hears it: an inline script is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
  })
  await expect.poll(violations).toEqual([{ directive: 'script-src-elem', blocked: 'inline' }])
  await expect(page.evaluate(() => '__inlineRan' in window)).resolves.toBe(false)
})
