import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'
import { emulatorFixtureUrl } from './emulatorFixtureUrl.js'
import { type FixturePage, serveFixturePage } from './serveFixturePage.js'

const FIXTURE = new URL('../fixtures/wagmiApp/', import.meta.url).pathname
const modules = new URL('../../../node_modules/', import.meta.url).pathname
/** Where each major's 'wagmi' and '@wagmi/core' are installed. */
const WAGMI_BUILDS = {
  2: { wagmi: `${modules}wagmi2`, core: `${modules}@wagmi/core` },
  3: { wagmi: `${modules}wagmi`, core: `${modules}wagmi/node_modules/@wagmi/core` },
} as const

export type WagmiMajor = keyof typeof WAGMI_BUILDS

/**
 * Builds the wagmi app (tests/e2e/fixtures/wagmiApp) on wagmi `major` ('wagmi' and '@wagmi/core'
 * aliased to that install) and serves it under the strict CSP.
 */
export function serveWagmiFixturePage(major: WagmiMajor): Promise<FixturePage> {
  const { wagmi, core } = WAGMI_BUILDS[major]
  return serveFixturePage(FIXTURE, inject('csp'), {
    alias: [
      { find: /^wagmi$/, replacement: wagmi },
      { find: /^@wagmi\/core$/, replacement: core },
    ],
  })
}

/** Opens the served wagmi app against the emulator, with more `query` if given (e.g. embeddedWallet). */
export async function openWagmiApp(
  context: BrowserContext,
  served: FixturePage,
  query: Record<string, string> = {},
): Promise<Page> {
  const tab = await context.newPage()
  await tab.goto(emulatorFixtureUrl(served.url, query))
  await tab.getByRole('heading', { name: 'wagmi app' }).waitFor()
  return tab
}
