import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'
import { type FixturePage, serveFixturePage } from './serveFixturePage.js'

const EXAMPLE = new URL('../../../examples/headless/', import.meta.url).pathname

/**
 * Builds examples/headless (an app with no modal, on the headless hooks) against the shared
 * emulator, as the demo is built (its VITE_APPKIT_* variables), and serves it under the strict
 * CSP.
 */
export function serveHeadlessExample(): Promise<FixturePage> {
  const emulator = inject('emulator')
  Object.assign(process.env, {
    VITE_APPKIT_API_URL: emulator.api,
    VITE_APPKIT_PROJECT_ID: emulator.projectId,
    VITE_APPKIT_RPC_31337: emulator.chains['31337']?.rpcUrl,
    VITE_APPKIT_RPC_1337: emulator.chains['1337']?.rpcUrl,
  })
  return serveFixturePage(EXAMPLE, inject('csp'))
}

/** Opens the served example; `testWallet` installs the emulator's EIP-6963 test wallet. */
export async function openHeadlessExample(
  context: BrowserContext,
  served: FixturePage,
  options: { testWallet?: boolean } = {},
): Promise<Page> {
  const page = await context.newPage()
  const url = new URL(served.url)
  if (options.testWallet) url.searchParams.set('testWallet', '1')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit headless' }).waitFor()
  return page
}
