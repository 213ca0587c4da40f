import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  accountButton,
  connectButton,
  connectTestWallet,
  modalDialog,
  modalSettled,
  openDemo,
  testWalletOption,
} from './harness/demoPage.js'
import { runAxeOnModal, seriousOrCritical } from './harness/runAxe.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

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

it('the Connect view passes axe with no serious or critical violations, in an accessible modal dialog', async () => {
  const { page } = await openDemo(browser.context())
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  await expectAccessibleDialog(page, 'Connect Wallet')
  await modalSettled(page)

  const findings = await runAxeOnModal(page)
  expect(seriousOrCritical(findings)).toEqual([])

  // axe does look inside the shadow root: a nameless button there is reported.
  await modalDialog(page).evaluate((dialog) => {
    dialog.append(document.createElement('button'))
  })
  const broken = await runAxeOnModal(page)
  expect(seriousOrCritical(broken).map((finding) => finding.id)).toContain('button-name')
})

it('the Account view passes axe (light and dark) with no serious or critical violations, in an accessible modal dialog', async () => {
  const { page } = await openDemo(browser.context())
  await connectTestWallet(page)
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  await expectAccessibleDialog(page, 'Account')
  await modalSettled(page)
  expect(seriousOrCritical(await runAxeOnModal(page))).toEqual([])

  // The dark theme too (its own colours, its own contrast).
  await page.keyboard.press('Escape')
  await page.getByTestId('theme-toggle').click()
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  await expect(page.locator('[data-appkit-modal] .root').getAttribute('data-theme')).resolves.toBe(
    'dark',
  )
  await modalSettled(page)
  expect(seriousOrCritical(await runAxeOnModal(page))).toEqual([])
})
