import { expect, inject, it } from 'vitest'
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

interface Violation {
  directive: string
  blocked: string
}

it('under the strict CSP (no unsafe-eval, no inline script or style) a full connect reports no CSP violation, console error or page error', async () => {
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

  const { page, response } = await openDemo(context)
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
