import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import { clearFaults } from './harness/blockchainApi.js'
import {
  connectButton,
  connectTestWallet,
  modalDialog,
  modalSettled,
  type OpenDemoOptions,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import {
  EMAIL_VERIFY_DEVICE,
  embeddedWalletViews,
  SIWX_SIGN_MESSAGE,
} from './harness/embeddedModalViews.js'
import { logInByEmail } from './harness/embeddedWalletPage.js'
import { MODAL_VIEWS, MODAL_VIEWS_QUERY, type ModalView } from './harness/modalViews.js'
import { type AxeFinding, runAxeOnModal } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

// The email views send codes: leave the emulator's mailbox empty, as found.
afterAll(async () => {
  await fetch(inject('emulator').mailbox, { method: 'DELETE' })
})

/** role=dialog, aria-modal=true, and a name: the title the dialog is labelled by. */
async function expectAccessibleDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true })
  await dialog.waitFor()
  await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true')
  await expect(modalDialog(page).count()).resolves.toBe(1)
  await expect(
    modalDialog(page).evaluate((element) => {
      const id = element.getAttribute('aria-labelledby')
      const root = element.getRootNode() as ShadowRoot
      return id ? root.getElementById(id)?.textContent : null
    }),
  ).resolves.toBe(name)
}

it("the Connect view is an accessible modal dialog, and axe looks inside the modal's shadow root", async () => {
  const { page } = await openDemo(browser.context())
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  await expectAccessibleDialog(page, 'Connect Wallet')
  await modalSettled(page)

  expect(await runAxeOnModal(page)).toEqual([])

  // axe does look inside the shadow root: a nameless button there is reported.
  await modalDialog(page).evaluate((dialog) => {
    dialog.append(document.createElement('button'))
  })
  const broken = await runAxeOnModal(page)
  expect(broken.map((finding) => finding.id)).toContain('button-name')
})

/**
 * Walks the views on the page, one after the other from a closed modal, and returns axe's
 * findings for each, any impact.
 */
async function auditViews(
  page: Page,
  views: readonly ModalView[],
): Promise<Record<string, AxeFinding[]>> {
  const findings: Record<string, AxeFinding[]> = {}
  for (const view of views) {
    await view.open(page)
    // The pointer stays where the last click was; a hovered button is another colour.
    await page.mouse.move(0, 0)
    await modalSettled(page)
    const found = await runAxeOnModal(page)
    if (found.length > 0) findings[view.name] = found
    await view.leave?.(page)
    await clearFaults()
    if ((await modalDialog(page).count()) > 0) {
      await page.keyboard.press('Escape')
      await modalDialog(page).waitFor({ state: 'detached' })
    }
  }
  return findings
}

/** The demo in `theme`: the toggle is the page's, the modal's root says which theme it shows. */
async function openThemedDemo(
  context: BrowserContext,
  theme: 'light' | 'dark',
  options: OpenDemoOptions,
): Promise<Page> {
  const { page } = await openDemo(context, options)
  if (theme === 'dark') await page.getByTestId('theme-toggle').click()
  await connectButton(page).click()
  await expect(page.locator('[data-appkit-modal] .root').getAttribute('data-theme')).resolves.toBe(
    theme,
  )
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
  return page
}

/** One account per theme, no other browser test uses them: RegisterAccountNameSuccess names it. */
const A11Y_ACCOUNTS = { light: 16, dark: 17 } as const

const EMBEDDED_VIEW_NAMES = [
  ...embeddedWalletViews('').map((view) => view.name),
  EMAIL_VERIFY_DEVICE('').name,
  SIWX_SIGN_MESSAGE.name,
]

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  afterEach(async () => {
    await clearFaults()
  })

  it(`every view the demo can reach (${MODAL_VIEWS.map((view) => view.name).join(', ')}) passes axe with no violation of any impact`, async () => {
    const page = await openThemedDemo(browser.context(), theme, {
      accountIndex: A11Y_ACCOUNTS[theme],
      testWalletChains: '31337',
      query: MODAL_VIEWS_QUERY,
    })
    const findings = await auditViews(
      page,
      MODAL_VIEWS.filter((view) => !view.connected),
    )
    await connectTestWallet(page)
    Object.assign(
      findings,
      await auditViews(
        page,
        MODAL_VIEWS.filter((view) => view.connected),
      ),
    )
    expect(findings).toEqual({})
  })

  it(`the embedded wallet's views and sign-in (${EMBEDDED_VIEW_NAMES.join(', ')}) pass axe with no violation of any impact`, async () => {
    const email = `axe-${theme}-${Date.now()}@example.com`
    const page = await openThemedDemo(browser.context(), theme, {
      query: { embeddedWallet: '1' },
    })
    await logInByEmail(page, email)
    const findings = await auditViews(page, embeddedWalletViews(email))
    await page.close()

    // A fresh browser profile is a device the account has not seen; sign-in asks once the test
    // wallet connects.
    const device = await browser.browser().newContext({ viewport: { width: 1100, height: 760 } })
    try {
      const other = await openThemedDemo(device, theme, {
        accountIndex: A11Y_ACCOUNTS[theme],
        query: { embeddedWallet: '1', siwx: 'optional' },
      })
      Object.assign(
        findings,
        await auditViews(other, [EMAIL_VERIFY_DEVICE(email), SIWX_SIGN_MESSAGE]),
      )
    } finally {
      await device.close()
    }
    expect(findings).toEqual({})
  })
})
