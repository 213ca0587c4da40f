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

/**
 * Records every image preload the page starts (an image's src set while it is not in the
 * document): the page clock, and the animation frame it was set in (the timeline's time, the
 * same for every callback of one frame).
 */
function recordPreloadStarts() {
  const starts: { at: number; frame: number | null }[] = []
  ;(window as unknown as { preloadStarts: typeof starts }).preloadStarts = starts
  const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...descriptor,
    set(this: HTMLImageElement, value: string) {
      if (!this.isConnected) {
        starts.push({ at: performance.now(), frame: Number(document.timeline.currentTime) })
      }
      descriptor?.set?.call(this, value)
    },
  })
}

it('AllWallets (issue 23): the images of a search answer start loading only after the frame that shows the matches, and at most four start a frame', async () => {
  const context = browser.context()
  await context.addInitScript(recordPreloadStarts)
  const { page } = await openDemo(context)
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  await expect.poll(async () => (await grid.locator('.tile-name').count()) > 8).toBe(true)
  // The first frame whose grid shows only matches, seen from the page itself.
  await grid.evaluate((element, term) => {
    const watch = window as unknown as { shownAt?: number }
    const look = (now: number) => {
      const names = [...element.querySelectorAll('.tile-name')].map(
        (name) => name.textContent ?? '',
      )
      if (names.length > 0 && names.every((name) => name.toLowerCase().includes(term))) {
        watch.shownAt = now
        return
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, 'a')
  const searchedAt = await page.evaluate(() => performance.now())
  await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('a')
  await expect
    .poll(() => page.evaluate(() => (window as { shownAt?: number }).shownAt))
    .toBeDefined()
  await page.waitForTimeout(1000)
  const { shownAt, starts } = await page.evaluate((after) => {
    const watch = window as unknown as {
      shownAt: number
      preloadStarts: { at: number; frame: number }[]
    }
    return { shownAt: watch.shownAt, starts: watch.preloadStarts.filter(({ at }) => at > after) }
  }, searchedAt)
  expect(starts.length).toBeGreaterThan(4)
  for (const { at } of starts) expect(at).toBeGreaterThan(shownAt)
  const startsPerFrame = new Map<number, number>()
  for (const { frame } of starts) startsPerFrame.set(frame, (startsPerFrame.get(frame) ?? 0) + 1)
  expect(Math.max(...startsPerFrame.values())).toBeLessThanOrEqual(4)
})

it("AllWallets (issue 23): a search answer updates the tiles in place, the same buttons and image holders, and each tile shows its new wallet's image state in that first frame (its initials while its image loads), never the image of the wallet it showed before", async () => {
  const { page } = await openDemo(browser.context())
  // The answer's wallets get images no page has loaded, held for a while: in the answer's
  // first frame none of them can show yet.
  await page.route(
    (url) => url.pathname.endsWith('/getWallets') && url.searchParams.get('search') === 'rain',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: { id: string; image_url?: string }[] }
      const origin = new URL(route.request().url()).origin
      for (const wallet of body.data) {
        wallet.image_url = `${origin}/held-image/${encodeURIComponent(wallet.id)}.svg`
      }
      await route.fulfill({ response, json: body })
    },
  )
  await page.route(
    (url) => url.pathname.startsWith('/held-image/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#36c"/></svg>',
      })
    },
  )
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  // Some tiles show their loaded image before the search, so a stale one could carry over.
  await expect.poll(() => grid.locator('.tile img').count()).toBeGreaterThan(4)
  await grid.evaluate((element, term) => {
    const watch = window as unknown as {
      firstFrame?: { kept: boolean; mismatches: string[]; imagesReplaced: number }
    }
    const holders = new Set(element.querySelectorAll('.tile .image'))
    // The tiles that showed a loaded image before the search, by position.
    const before = [...element.querySelectorAll('.tile')].map((tile) => ({
      name: tile.querySelector('.tile-name')?.textContent ?? '',
      image: tile.querySelector('.image img') !== null,
    }))
    const look = () => {
      const tiles = [...element.querySelectorAll('.tile')]
      const names = tiles.map((tile) => tile.querySelector('.tile-name')?.textContent ?? '')
      if (names.length > 0 && names.every((name) => name.toLowerCase().includes(term))) {
        watch.firstFrame = {
          kept: tiles.every((tile) => holders.has(tile.querySelector('.image') as Element)),
          // The image's name (the <img> alt, or the initials' label) against the tile's own.
          // The initials, labelled with the tile's own wallet: no <img> of any wallet.
          mismatches: tiles.flatMap((tile, index) => {
            const image = tile.querySelector('.image img, .image [role="img"]')
            if (image instanceof HTMLImageElement) {
              return [`${names[index]} shows the image ${image.getAttribute('alt')}`]
            }
            const named = image?.getAttribute('aria-label')
            return named === names[index] ? [] : [`${names[index]} is labelled ${named}`]
          }),
          imagesReplaced: before.filter(
            (shown, index) => shown.image && index < names.length && shown.name !== names[index],
          ).length,
        }
        return
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, 'rain')
  await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('rain')
  await expect
    .poll(() => page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame))
    .toBeDefined()
  const firstFrame = await page.evaluate(
    () =>
      (
        window as unknown as {
          firstFrame: { kept: boolean; mismatches: string[]; imagesReplaced: number }
        }
      ).firstFrame,
  )
  // Tiles that showed one wallet's image now show another wallet.
  expect(firstFrame.imagesReplaced).toBeGreaterThan(0)
  expect(firstFrame.mismatches).toEqual([])
  expect(firstFrame.kept).toBe(true)
})
