import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'

/** The secure frame the embedded wallet mounts. */
export const SECURE_FRAME = 'iframe[data-appkit-embedded-wallet]'

/** Opens the demo with the embedded wallet on (`?embeddedWallet=1`), with more `query` if given. */
export async function openEmbeddedDemo(
  context: BrowserContext,
  query: Record<string, string> = {},
): Promise<Page> {
  const page = await context.newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('embeddedWallet', '1')
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  return page
}

/** The demo's account button (the last button of its actions row). */
export function accountButton(page: Page) {
  return page.locator('.demo__actions button.appkit-btn').last()
}
