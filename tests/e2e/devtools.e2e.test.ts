import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import {
  answerWallet,
  connectTestWallet,
  modalDialog,
  networkButton,
  openDemo,
} from './harness/demoPage.js'
import { focusedElement } from './harness/focusedElement.js'
import { artifactsDir, useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** The demo with the test wallet and, through ?devtools=1, the devtools panel. */
async function openDemoWithDevtools(accountIndex: number): Promise<Page> {
  const { page } = await openDemo(browser.context(), { accountIndex })
  const url = new URL(page.url())
  url.searchParams.set('devtools', '1')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  await devtoolsToggle(page).waitFor()
  return page
}

/** The floating button (inside the panel's shadow root: Playwright's locators pierce it). */
const devtoolsToggle = (page: Page) => page.getByRole('button', { name: 'AppKit devtools' })
const drawer = (page: Page) => page.getByRole('region', { name: 'AppKit devtools' })
const tab = (page: Page, name: string) => drawer(page).getByRole('tab', { name })

/** The visible text of each row of a list, to compare two views. */
const rowTexts = (rows: Locator) => rows.allTextContents()

it('devtools: connect and a 0.01 ETH send show in Events and RPC (with the tx hash), the emulator tab reads the chains, and export -> import gives the same view', async () => {
  const page = await openDemoWithDevtools(2)
  const sender = emulatorAccount(2)
  const receiver = emulatorAccount(8)
  expect(await connectTestWallet(page)).toBe(sender)

  await page.getByTestId('send-asset').selectOption('native')
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.01')
  await page.getByTestId('send-button').click()
  await answerWallet(page, 'approve', new RegExp(`^Send 0\\.01 ETH to ${receiver}$`, 'i'))
  await expect.poll(() => page.getByTestId('send-hash').textContent()).toMatch(/0x[0-9a-f]{64}/)
  const hash = (await page.getByTestId('send-hash').textContent())?.match(/0x[0-9a-f]{64}/)?.[0]

  // The panel opens on the Events tab: the connect hooks, in order.
  await devtoolsToggle(page).click()
  await expect.poll(() => devtoolsToggle(page).getAttribute('aria-expanded')).toBe('true')
  expect(await tab(page, 'Events').getAttribute('aria-selected')).toBe('true')
  const names = await drawer(page)
    .getByTestId('devtools-event')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')))
  const connect = names.filter((n) => ['beforeConnect', 'connected', 'afterConnect'].includes(n!))
  expect(connect.slice(0, 3)).toEqual(['beforeConnect', 'connected', 'afterConnect'])

  // Keyboard: ArrowRight moves from Events to RPC (WAI-ARIA tabs), focus follows.
  await tab(page, 'Events').focus()
  await page.keyboard.press('ArrowRight')
  expect(await tab(page, 'RPC').getAttribute('aria-selected')).toBe('true')
  expect((await focusedElement(page)).text).toBe('RPC')
  const sendRow = drawer(page)
    .getByTestId('devtools-request')
    .filter({ hasText: 'eth_sendTransaction' })
  await expect.poll(() => sendRow.count()).toBeGreaterThan(0)
  expect(await sendRow.first().textContent()).toContain('wallet:dev.appkit.testwallet')
  expect(await sendRow.first().getByTestId('devtools-request-outcome').textContent()).toBe(hash)
  await page.screenshot({ path: `${artifactsDir}devtools-rpc.png` })

  // The resize handle is focusable; ArrowUp makes the drawer taller.
  const handle = drawer(page).getByRole('separator', { name: 'Resize devtools' })
  const before = Number(await handle.getAttribute('aria-valuenow'))
  await handle.focus()
  await page.keyboard.press('ArrowUp')
  expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 16)

  // Emulator: the chains' accounts with balances, analytics, mailbox, and mining a block.
  await tab(page, 'Emulator').click()
  await expect
    .poll(() => drawer(page).getByTestId('devtools-emulator-status').textContent(), {
      timeout: 10_000,
    })
    .toContain('Emulator at')
  const hardhat = drawer(page).getByTestId('devtools-emulator-chain').filter({ hasText: '31337' })
  expect(await hardhat.textContent()).toContain(sender)
  expect(await hardhat.textContent()).toMatch(/\d+\.\d{4} ETH/)
  // The demo's analytics plugin posted the kernel's events to the emulator's ingest (spec §7).
  const received = async () => {
    const response = await fetch(`${inject('emulator').api}/emulator/analytics`)
    const { events } = (await response.json()) as { events: { props: { event?: string } }[] }
    return events.map((event) => event.props.event)
  }
  await expect
    .poll(received, { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['INITIALIZE', 'CONNECT_SUCCESS', 'SEND_SUCCESS']))
  expect(await received()).not.toContain('MODAL_CREATED')
  await drawer(page).getByRole('button', { name: 'Refresh' }).click()
  const analytics = drawer(page).getByTestId('devtools-analytics')
  await expect.poll(() => analytics.textContent(), { timeout: 10_000 }).toContain('SEND_SUCCESS')
  // Nothing has sent a one-time code in this flow: the mailbox is there, and empty.
  expect(await drawer(page).getByTestId('devtools-mailbox').textContent()).toContain(
    'The mailbox is empty.',
  )
  await drawer(page).getByRole('button', { name: 'Mine a block on Hardhat' }).click()
  await expect
    .poll(() => drawer(page).getByTestId('devtools-last-mined').textContent(), {
      timeout: 10_000,
    })
    .toMatch(/^Mined block #\d+ on chain 31337$/)

  await page.screenshot({ path: `${artifactsDir}devtools-emulator.png` })

  // Export -> import: pause first so the live view stands still, then compare.
  await drawer(page).getByRole('button', { name: 'Pause' }).click()
  await tab(page, 'Events').click()
  const liveEvents = await rowTexts(drawer(page).getByTestId('devtools-event'))
  await tab(page, 'RPC').click()
  const liveRequests = await rowTexts(drawer(page).getByTestId('devtools-request'))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer(page).getByRole('button', { name: 'Export' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^appkit-devtools-.*\.json$/)
  const file = (await download.path()) as string
  const session = JSON.parse(readFileSync(file, 'utf8'))
  expect(session).toMatchObject({ format: 'appkit-devtools-session', version: 1 })
  expect(session.requests.some((r: { response?: unknown }) => r.response === hash)).toBe(true)

  await drawer(page).getByTestId('devtools-import-file').setInputFiles(file)
  await drawer(page).getByTestId('devtools-imported-banner').waitFor()
  expect(await drawer(page).getByTestId('devtools-imported-banner').textContent()).toContain(
    'Imported session',
  )
  expect(await drawer(page).getByRole('button', { name: 'Resume' }).isDisabled()).toBe(true)
  expect(await rowTexts(drawer(page).getByTestId('devtools-request'))).toEqual(liveRequests)
  await tab(page, 'Events').click()
  expect(await rowTexts(drawer(page).getByTestId('devtools-event'))).toEqual(liveEvents)
  expect(liveEvents.length).toBe(Math.min(session.events.length, 500))
  await page.screenshot({ path: `${artifactsDir}devtools-imported-events.png` })
})

it('devtools never takes focus from the modal and never covers it: the button stays reachable above the overlay', async () => {
  const page = await openDemoWithDevtools(0)
  await devtoolsToggle(page).click()
  await drawer(page).waitFor()
  await networkButton(page).click()
  await modalDialog(page).waitFor()
  await expect.poll(async () => (await focusedElement(page)).where).toBe('modal')

  // The drawer lies under the modal's overlay: the dialog's centre is the modal's, not ours.
  const box = await modalDialog(page).boundingBox()
  if (!box) throw new Error('The modal has no box')
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.hasAttribute('data-appkit-modal') ?? false,
    { x: box.x + box.width / 2, y: box.y + box.height - 4 },
  )
  expect(hit).toBe(true)
  await page.screenshot({ path: `${artifactsDir}devtools-under-modal.png` })

  // The toggle is still clickable; the modal keeps focus and stays open.
  await devtoolsToggle(page).click()
  await expect.poll(() => devtoolsToggle(page).getAttribute('aria-expanded')).toBe('false')
  await expect.poll(async () => (await focusedElement(page)).where).toBe('modal')
  expect(await modalDialog(page).isVisible()).toBe(true)
})
