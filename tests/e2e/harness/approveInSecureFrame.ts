import type { Page } from 'playwright-core'
import { modalDialog } from './demoPage.js'
import { SECURE_FRAME } from './embeddedDemo.js'

/**
 * Approves the request the secure frame shows in ApproveTransaction, once its details match
 * `shows`; with `modalCloses`, waits for the modal to close after it (a request the page made,
 * not one from a view that stays open).
 */
export async function approveInSecureFrame(
  page: Page,
  shows: RegExp,
  { modalCloses = true }: { modalCloses?: boolean } = {},
): Promise<void> {
  await modalDialog(page).getByText('Review the request in the secure window below.').waitFor()
  const frame = page.frameLocator(SECURE_FRAME)
  await frame.locator('#approval-details').filter({ hasText: shows }).waitFor()
  await frame.getByRole('button', { name: 'Approve' }).click()
  if (modalCloses) await modalDialog(page).waitFor({ state: 'detached' })
}
