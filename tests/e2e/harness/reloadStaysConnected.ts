import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { expect } from 'vitest'
import { signWithSignPanel } from './signWithSignPanel.js'

const DISCONNECTED = 'Not connected'
const SAW_DISCONNECTED = '__appkitE2eSawDisconnected'
// React's hydration failures: the development warnings, and production's minified errors.
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i

/**
 * A server-rendered app with wagmi's cookie storage (next-app --adapter wagmi), connected as
 * `address` in `page`. The HTML the server sends for the page's cookies already shows the
 * account; after a reload the page never shows "Not connected" (watched from the new document's
 * start), logs no hydration error, and wagmi has reconnected: its sign panel signs again.
 */
export async function reloadStaysConnected(page: Page, url: string, address: Address) {
  const cookies = await page.context().cookies(url)
  expect(cookies.map((cookie) => cookie.name)).toContain('wagmi.store')
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  const html = await (
    await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(30_000) })
  ).text()
  expect(html).toContain(`data-testid="account-address">${address}</dd>`)
  expect(html).not.toContain(DISCONNECTED)

  await page.addInitScript(
    ({ text, flag }) => {
      const record = () => {
        if (document.body?.textContent?.includes(text))
          (window as unknown as Record<string, boolean>)[flag] = true
      }
      new MutationObserver(record).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    },
    { text: DISCONNECTED, flag: SAW_DISCONNECTED },
  )
  const logged: string[] = []
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text())
  }
  const thrown: string[] = []
  const onError = (error: Error) => thrown.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onError)
  try {
    await page.reload()
    expect(await page.getByTestId('account-address').textContent()).toBe(address)
    await signWithSignPanel(page, address)
    expect(await page.evaluate((flag) => flag in window, SAW_DISCONNECTED)).toBe(false)
    expect(logged.filter((text) => HYDRATION_ERROR.test(text))).toEqual([])
    expect(thrown).toEqual([])
  } finally {
    page.off('console', onConsole)
    page.off('pageerror', onError)
  }
}
