import type { BrowserContext } from 'playwright-core'
import { expect, it } from 'vitest'
import { connectButton, modalDialog, openDemo, testWalletOption } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The modal shell's and the Connect view's chunks (Vite names a chunk after its module). */
const MODAL_CHUNKS = /\/assets\/(Modal|ConnectView)-[^/]+\.js$/

/** The project configuration the first open needs (the emulator's project API). */
const CONFIG = '/appkit/v1/config'

/**
 * Records the paths of the modal chunks and of the project configuration requests the
 * context's pages make, from before the first load.
 */
function recordModalChunks(context: BrowserContext): { chunks: string[]; config: string[] } {
  const fetched = { chunks: [] as string[], config: [] as string[] }
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (MODAL_CHUNKS.test(pathname)) fetched.chunks.push(pathname)
    if (pathname === CONFIG) fetched.config.push(pathname)
  })
  return fetched
}

it('modal preload (issue 23): once the page is idle the modal shell and the Connect view are fetched before any click (the project API asked nothing yet), the closed shell is hidden from assistive technology, and the first open fetches no more modal code', async () => {
  const fetched = recordModalChunks(browser.context())
  const { page } = await openDemo(browser.context())
  await connectButton(page).waitFor()
  // No pointer or focus on the page: only idleness can have fetched them.
  await expect.poll(() => fetched.chunks.length).toBe(2)
  const shell = page.locator('[data-appkit-modal]')
  await shell.waitFor({ state: 'attached' })
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(await shell.locator('.overlay').getAttribute('hidden')).not.toBeNull()
  expect(fetched.config).toEqual([])

  await connectButton(page).click()
  await testWalletOption(page).waitFor()
  expect(await modalDialog(page).getByText('Loading', { exact: true }).count()).toBe(0)
  expect(fetched.chunks).toHaveLength(2)
  await expect.poll(() => fetched.config.length).toBe(1)
})

it("modal preload 'intent' (the demo's ?preload=intent): nothing of the modal is fetched while the page sits idle; hovering Connect Wallet fetches it and the project configuration, and the modal opens", async () => {
  const fetched = recordModalChunks(browser.context())
  const { page } = await openDemo(browser.context(), { query: { preload: 'intent' } })
  await connectButton(page).waitFor()
  // Longer than the idle callback's 2 s timeout.
  await page.waitForTimeout(2500)
  expect(fetched).toEqual({ chunks: [], config: [] })
  expect(await page.locator('[data-appkit-modal]').count()).toBe(0)

  await connectButton(page).hover()
  await expect.poll(() => fetched.chunks.length).toBe(2)
  await expect.poll(() => fetched.config.length).toBe(1)
  await connectButton(page).click()
  await testWalletOption(page).waitFor()
})
