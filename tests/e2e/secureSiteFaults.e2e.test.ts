import type { Fault } from '@appkit/emulator'
import { afterAll, afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { connectButton, modalDialog } from './harness/demoPage.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const emulator = inject('emulator')
const LOAD_FAILED = 'Network Error - Could not load embedded wallet'

afterEach(() => clearFaults())
// The emulator serves every test file: leave its mailbox empty, as found.
afterAll(async () => {
  await fetch(emulator.mailbox, { method: 'DELETE' })
})

/** The newest one-time code the emulator's mailbox holds for `email`. */
async function codeFor(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetch(emulator.mailbox)).json()) as {
          messages: { to: string; code: string }[]
        }
        code = messages.filter((message) => message.to === email).at(-1)?.code
        return code
      },
      { timeout: 15_000 },
    )
    // The frame loads (and the code is mailed) on a busy machine too.
    .toMatch(/^\d{6}$/)
  return code as string
}

async function frameDocumentRequests(): Promise<number> {
  return (await emulatorRequests('/', { method: 'GET', service: 'secureSite' })).length
}

/**
 * With the secure site's frame document faulted: Connect -> email -> Continue shows the load
 * failure after the 20 s iframe load timeout (fake clock); once the fault is cleared,
 * Continue again loads the frame and the login completes with the mailed code.
 */
async function loginThroughFault(fault: Omit<Fault, 'service' | 'path' | 'method'>) {
  await clearFaults()
  const context = browser.context()
  const errors = await recordPageErrors(context)
  await context.clock.install()
  await injectFault({ service: 'secureSite', path: '/', method: 'GET', ...fault })
  const page = await context.newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('embeddedWallet', '1')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()

  const email = `faulty-frame-${Date.now()}@example.com`
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect.poll(frameDocumentRequests).toBeGreaterThanOrEqual(1)
  await page.clock.fastForward(19_000)
  expect(await dialog.getByRole('alert').filter({ hasText: LOAD_FAILED }).count()).toBe(0)
  await page.clock.fastForward(2_000)
  await dialog.getByRole('alert').filter({ hasText: LOAD_FAILED }).waitFor()
  expect(await dialog.getByLabel('One-time code').count()).toBe(0)

  await clearFaults()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('One-time code').fill(await codeFor(email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await page
    .getByTestId('account-address')
    .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
    .waitFor()
  // A fresh frame document was asked for: the failed one was given up, not reused.
  expect(await frameDocumentRequests()).toBeGreaterThanOrEqual(1)
  expect(errors.list()).toEqual([])
}

it(`secure site never answers (the frame document hangs): '${LOAD_FAILED}' after 20 s, and once it answers again the email login completes`, async () => {
  await loginThroughFault({ delayMs: 600_000, times: 1 })
})

it(`secure site answers the frame document with 503: '${LOAD_FAILED}' after 20 s, and once it is back the email login completes`, async () => {
  await loginThroughFault({ status: 503, times: 1 })
})

it(`secure site connection dropped: '${LOAD_FAILED}' after 20 s, and once it is back the email login completes`, async () => {
  // Chromium tries a dropped navigation again by itself: every attempt is dropped.
  await loginThroughFault({ drop: true, times: 5 })
})
