import type { Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import { clearFaults } from './harness/blockchainApi.js'
import {
  connectButton,
  connectTestWallet,
  modalDialog,
  modalSettled,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { MODAL_VIEWS, MODAL_VIEWS_QUERY, type ModalView } from './harness/modalViews.js'
import { type AxeFinding, runAxeOnModal } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

// EmailVerifyOtp sends a code: leave the emulator's mailbox empty, as found.
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
 * Walks every view of MODAL_VIEWS on one page (the disconnected ones, then connects, then the
 * connected ones) and returns axe's findings for each, any impact.
 */
async function auditEveryView(page: Page): Promise<Record<string, AxeFinding[]>> {
  const findings: Record<string, AxeFinding[]> = {}
  const audit = async (view: ModalView) => {
    await view.open(page)
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
  for (const view of MODAL_VIEWS.filter((entry) => !entry.connected)) await audit(view)
  await connectTestWallet(page)
  for (const view of MODAL_VIEWS.filter((entry) => entry.connected)) await audit(view)
  return findings
}

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  afterEach(async () => {
    await clearFaults()
  })

  it(`every view the demo can reach (${MODAL_VIEWS.map((view) => view.name).join(', ')}) passes axe with no violation of any impact`, async () => {
    const { page } = await openDemo(browser.context(), {
      accountIndex: theme === 'light' ? 5 : 6,
      testWalletChains: '31337',
      query: MODAL_VIEWS_QUERY,
    })
    if (theme === 'dark') await page.getByTestId('theme-toggle').click()
    await connectButton(page).click()
    await expect(
      page.locator('[data-appkit-modal] .root').getAttribute('data-theme'),
    ).resolves.toBe(theme)
    await page.keyboard.press('Escape')
    await modalDialog(page).waitFor({ state: 'detached' })
    expect(await auditEveryView(page)).toEqual({})
  })
})
