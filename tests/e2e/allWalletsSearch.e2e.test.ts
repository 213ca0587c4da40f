import { expect, it } from 'vitest'
import { connectButton, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

it('AllWallets search (issue 23): while a search loads, the list shown stays, marked busy with "Searching wallets", instead of a spinner and a new grid; the answer updates the same grid to the matches, scrolled back to the top', async () => {
  const { page } = await openDemo(browser.context())
  // The emulator's answer to the search is held until the test has looked at the waiting list.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname.endsWith('/getWallets') && url.searchParams.get('search') === 'rain',
    async (route) => {
      await held
      await route.continue()
    },
  )
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  const names = () => grid.locator('.tile-name').allTextContents()
  await expect.poll(async () => (await names()).length).toBeGreaterThan(8)
  const before = await names()
  const scroller = dialog.locator('.scroller')
  await scroller.evaluate((element) => {
    element.scrollTop = 300
  })
  await grid.evaluate((element) => {
    ;(element as unknown as { marked: boolean }).marked = true
  })

  await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('rain')
  await dialog.getByRole('status').filter({ hasText: 'Searching wallets' }).waitFor()
  expect(await grid.getAttribute('aria-busy')).toBe('true')
  expect((await names()).length).toBeGreaterThan(8)
  expect(await dialog.getByRole('status').filter({ hasText: 'Loading wallets' }).count()).toBe(0)

  release()
  await expect
    .poll(async () => {
      const shown = await names()
      return shown.length > 0 && shown.every((name) => name.toLowerCase().includes('rain'))
    })
    .toBe(true)
  expect(await names()).not.toEqual(before)
  expect(await grid.getAttribute('aria-busy')).toBeNull()
  expect(await dialog.getByRole('status').filter({ hasText: 'Searching wallets' }).count()).toBe(0)
  // The same grid element, not one mounted anew.
  expect(
    await grid.evaluate((element) => (element as unknown as { marked?: boolean }).marked),
  ).toBe(true)
  expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0)
})

it('AllWallets (issue 23): the images of a search answer start loading only after the frame that shows the matches, and at most four start a frame', async () => {
  const { page } = await openDemo(browser.context())
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  await expect.poll(async () => (await grid.locator('.tile-name').count()) > 8).toBe(true)
  // Frames, and the first one whose grid shows only matches, seen from the page itself.
  await grid.evaluate((element, term) => {
    const watch = window as unknown as { frames: number[]; shownAt?: number }
    watch.frames = []
    const look = (now: number) => {
      watch.frames.push(now)
      const names = [...element.querySelectorAll('.tile-name')].map(
        (name) => name.textContent ?? '',
      )
      if (
        watch.shownAt === undefined &&
        names.length > 0 &&
        names.every((name) => name.toLowerCase().includes(term))
      )
        watch.shownAt = now
      if (watch.frames.length < 600) requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, 'a')
  const searchedAt = await page.evaluate(() => performance.now())
  await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('a')
  await expect
    .poll(() => page.evaluate(() => (window as { shownAt?: number }).shownAt))
    .toBeDefined()
  await page.waitForTimeout(1000)
  const { shownAt, frames, imageStarts } = await page.evaluate((after) => {
    const watch = window as unknown as { frames: number[]; shownAt: number }
    const imageStarts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > after && /image/i.test(entry.name))
      .map((entry) => entry.startTime)
    return { shownAt: watch.shownAt, frames: watch.frames, imageStarts }
  }, searchedAt)
  expect(imageStarts.length).toBeGreaterThan(4)
  for (const start of imageStarts) expect(start).toBeGreaterThan(shownAt)
  const startsPerFrame = new Map<number, number>()
  for (const start of imageStarts) {
    const frame = frames.filter((at) => at <= start).length
    startsPerFrame.set(frame, (startsPerFrame.get(frame) ?? 0) + 1)
  }
  expect(Math.max(...startsPerFrame.values())).toBeLessThanOrEqual(4)
})
