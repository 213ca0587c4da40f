// Issue 24: one browser test per script (Latin, Cyrillic, Arabic, CJK, Devanagari) through
// connect, with no text overflowing the 360 px modal; right to left for Arabic, checked with a
// screenshot and axe; an unknown locale falls back to English.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  answerWallet,
  modalDialog,
  modalSettled,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import { runAxeOnModal } from './harness/runAxe.js'
import { translationsOf } from './harness/translations.js'
import { artifactsDir, useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The button's name also holds the wallet count: match the label within it. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()
const kitButton = (page: Page) => page.locator('.demo__actions button.appkit-btn').last()
const modalRoot = (page: Page) => page.locator('[data-appkit-modal] .root')

/**
 * Elements of the open dialog whose box leaves the dialog's sides, or whose text is wider than
 * the box that should hold it (text cut off without an ellipsis of ours).
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-appkit-modal]')?.shadowRoot
    const dialog = root?.querySelector('[role="dialog"]')
    if (!dialog) return ['no dialog']
    const bounds = dialog.getBoundingClientRect()
    const found: string[] = []
    if (bounds.width > 361) found.push(`dialog ${bounds.width}px wide`)
    for (const element of dialog.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect()
      // Hidden, or visually hidden for screen readers only (1 px, clipped).
      if (box.width <= 1 || box.height <= 1 || element.clientWidth <= 1) continue
      const text = (element.textContent ?? '').trim().slice(0, 40)
      const style = getComputedStyle(element)
      // Data (a wallet's name) may end in an ellipsis; a translated title must fit whole.
      const clipsOnPurpose = style.textOverflow === 'ellipsis' && element.tagName !== 'H2'
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
        found.push(
          `${element.tagName} '${text}' spans ${box.left}-${box.right} of ${bounds.left}-${bounds.right}`,
        )
      } else if (
        !clipsOnPurpose &&
        element.children.length === 0 &&
        text !== '' &&
        element.scrollWidth > element.clientWidth + 1 &&
        style.overflowX !== 'visible'
      ) {
        found.push(
          `${element.tagName} '${text}' is ${element.scrollWidth}px in ${element.clientWidth}px`,
        )
      }
    }
    return found
  })
}

const SCRIPTS = [
  { script: 'Latin', locale: 'fr', dir: 'ltr' },
  { script: 'Cyrillic', locale: 'ru', dir: 'ltr' },
  { script: 'Arabic', locale: 'ar', dir: 'rtl' },
  { script: 'CJK', locale: 'ja', dir: 'ltr' },
  { script: 'Devanagari', locale: 'hi', dir: 'ltr' },
] as const

describe.each(SCRIPTS)('$script ($locale)', ({ locale, dir }) => {
  it('connects the test wallet reading only the locale’s text, none of it overflowing the modal', async () => {
    const ui = await translationsOf('ui', locale)
    const context = browser.context()
    const errors = await recordPageErrors(context)
    const { page } = await openDemo(context, { query: { locale } })

    // The button outside the modal reads the locale too.
    await expect.poll(() => kitButton(page).textContent()).toBe(ui.of('Connect Wallet', 'buttons.'))
    await kitButton(page).click()
    await testWalletOption(page).waitFor()
    await expect.poll(() => title(page)).toBe(ui.of('Connect Wallet', 'viewTitle.'))
    expect(await modalRoot(page).getAttribute('lang')).toBe(locale)
    expect(await modalRoot(page).getAttribute('dir')).toBe(dir)
    await modalSettled(page)
    expect(await overflowing(page)).toEqual([])

    // No English sentence of the UI's catalog is left on the Connect view.
    const shown = await modalDialog(page).innerText()
    const english = ui.english
      .map((m) => m.message)
      .filter((text) => !text.includes('{') && /\p{L}+ \p{L}+/u.test(text))
      .filter((text) => shown.includes(text))
    expect(english).toEqual([])

    await testWalletOption(page).click()
    await answerWallet(page, 'approve', /Connect/)
    await page.getByTestId('account-address').waitFor()
    await modalDialog(page).waitFor({ state: 'detached' })
    await kitButton(page).click()
    await expect.poll(() => title(page)).toBe(ui.of('Account', 'viewTitle.'))
    await modalSettled(page)
    expect(await overflowing(page)).toEqual([])
    expect(errors.list()).toEqual([])
  })
})

it('reads Arabic right to left: mirrored back arrow, a screenshot, and no axe violation', async () => {
  const ui = await translationsOf('ui', 'ar')
  const { page } = await openDemo(browser.context(), { query: { locale: 'ar' } })
  await kitButton(page).click()
  await testWalletOption(page).waitFor()
  await modalSettled(page)
  expect(await runAxeOnModal(page)).toEqual([])

  await modalDialog(page)
    .getByRole('button', { name: new RegExp(escapeRegExp(ui.of('All Wallets', 'connect.'))) })
    .click()
  const back = modalDialog(page).getByRole('button', { name: ui.of('Back', 'modal.') })
  await back.waitFor()
  // The back arrow points right, the way back in a right-to-left page.
  await expect
    .poll(() => back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform))
    .toBe('matrix(-1, 0, 0, 1, 0, 0)')
  // The header's Back button sits on the right, Close on the left.
  const [backBox, closeBox] = await Promise.all([
    back.boundingBox(),
    modalDialog(page)
      .getByRole('button', { name: ui.of('Close', 'modal.') })
      .boundingBox(),
  ])
  expect(backBox!.x).toBeGreaterThan(closeBox!.x)
  // A wallet's Latin name reads left to right inside the right-to-left grid, so a long one is
  // cut at its end ('Trust Wal…'), not at its start.
  const nameDirection = await modalDialog(page)
    .locator('.tile-name')
    .first()
    .evaluate((name) => getComputedStyle(name).direction)
  expect(nameDirection).toBe('ltr')
  await modalSettled(page)
  expect(await runAxeOnModal(page)).toEqual([])
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({
    path: `${artifactsDir}locale-ar-all-wallets.png`,
    animations: 'disabled',
  })
})

it('falls back to English, without an error, for a locale no catalog serves', async () => {
  const context = browser.context()
  const errors = await recordPageErrors(context)
  const { page } = await openDemo(context, { query: { locale: 'tlh-Klingon' } })
  await kitButton(page).click()
  await expect.poll(() => title(page)).toBe('Connect Wallet')
  expect(await modalRoot(page).getAttribute('dir')).toBe('ltr')
  expect(errors.list()).toEqual([])
})
