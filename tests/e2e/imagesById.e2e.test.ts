import type { Locator, Page } from 'playwright-core'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import {
  accountButton,
  connectTestWallet,
  modalDialog,
  networkButton,
  openDemo,
} from './harness/demoPage.js'
import { tokenRow } from './harness/modalViews.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

afterEach(async () => {
  await clearFaults()
})

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

/** An <img>'s source and its decoded width (0 when it failed or is not loaded yet). */
function imageState(image: Locator): Promise<{ src: string; naturalWidth: number }> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement
    return { src: img.src, naturalWidth: img.complete ? img.naturalWidth : 0 }
  })
}

/** The URL was built by the kit: the emulator's project API, with projectId, st and sv. */
function expectKitImageUrl(src: string, path: RegExp) {
  const url = new URL(src)
  expect(url.pathname).toMatch(path)
  expect(url.searchParams.get('projectId')).toBeTruthy()
  expect(url.searchParams.get('st')).toBe('appkit')
  expect(url.searchParams.get('sv')).toBeTruthy()
}

it("spec §7 images by id: the Networks view shows each network's icon, loaded from the emulator by assets.imageId", async () => {
  const { page } = await openDemo(browser.context())
  await connectTestWallet(page)
  // The header's network button shows the active network's image too.
  const buttonImage = networkButton(page).locator('img.appkit-btn__image')
  await expect.poll(async () => (await buttonImage.count()) > 0, { timeout: 10_000 }).toBe(true)
  await expect.poll(async () => (await imageState(buttonImage)).naturalWidth).toBeGreaterThan(0)
  expectKitImageUrl(
    (await imageState(buttonImage)).src,
    /^\/public\/getAssetImage\/eip155%3A31337$/,
  )

  await networkButton(page).click()
  await expect.poll(() => title(page)).toBe('Choose Network')
  const dialog = modalDialog(page)
  for (const [name, caipNetworkId] of [
    ['Hardhat', 'eip155:31337'],
    ['Localhost', 'eip155:1337'],
  ] as const) {
    const image = dialog.getByRole('button', { name }).locator('img')
    await image.waitFor({ timeout: 10_000 })
    const { src, naturalWidth } = await imageState(image)
    expect(naturalWidth, name).toBeGreaterThan(0)
    expectKitImageUrl(
      src,
      new RegExp(`^/public/getAssetImage/${encodeURIComponent(caipNetworkId)}$`),
    )
    await expect(image.getAttribute('alt')).resolves.toBe(name)
  }
})

it("every built-in network's assets.imageId is an image the emulator serves (SVG, nosniff)", async () => {
  const families = await Promise.all([
    import('@appkit/eip155/networks'),
    import('@appkit/solana/networks'),
    import('@appkit/bip122/networks'),
    import('@appkit/cosmos/networks'),
    import('@appkit/polkadot/networks'),
  ])
  const networks = families
    .flatMap((module) => Object.values(module as Record<string, unknown>))
    .filter(
      (value): value is { name: string; assets?: { imageId?: string } } =>
        typeof value === 'object' && value !== null && 'caipNetworkId' in value,
    )
  expect(networks.length).toBeGreaterThan(15)
  const { api, projectId } = inject('emulator')
  for (const network of networks) {
    const imageId = network.assets?.imageId
    expect(imageId, network.name).toBeTruthy()
    const url = new URL(`/public/getAssetImage/${encodeURIComponent(imageId ?? '')}`, api)
    url.search = new URLSearchParams({ projectId, st: 'appkit', sv: 'e2e' }).toString()
    const response = await fetch(url)
    expect(response.status, network.name).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain(`<title>${network.name}</title>`)
  }
})

it('token icons show in the send token list, loaded from the emulator (an <img>, never markup)', async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: 1 })
  await connectTestWallet(page)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page)).toBe('Send')
  await dialog.getByRole('button', { name: /^(Select token|Token .*, change)$/ }).click()
  await expect.poll(() => title(page)).toBe('Select Token')
  for (const symbol of ['ETH', 'TEST']) {
    const image = dialog.getByRole('button', { name: tokenRow(symbol) }).locator('img')
    await image.waitFor({ timeout: 10_000 })
    const { src, naturalWidth } = await imageState(image)
    expect(naturalWidth, symbol).toBeGreaterThan(0)
    expectKitImageUrl(src, /^\/public\/get(Asset|Token)Image\/[^/]+$/)
  }
})

it('spec §7 GET supported-chains: no balance call goes out for a chain the API excludes; a chain it lists is fetched', async () => {
  const balanceCallsFor = (page: Page) => {
    const chainIds: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
        chainIds.push(url.searchParams.get('chainId') ?? '')
      }
    })
    return chainIds
  }
  const openSendTokens = async (page: Page) => {
    await connectTestWallet(page)
    await accountButton(page).click()
    await expect.poll(() => title(page)).toBe('Account')
    await modalDialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => title(page)).toBe('Send')
  }

  // The API answers that it serves only chain 1337 (once: the kit asks once and keeps it).
  await injectFault({
    path: '/v1/supported-chains',
    method: 'GET',
    status: 200,
    body: { http: ['eip155:1337'], ws: ['eip155:1337'] },
    times: 1,
  })
  const excluded = await openDemo(browser.context(), { accountIndex: 2 })
  const excludedCalls = balanceCallsFor(excluded.page)
  const asked = excluded.page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/v1/supported-chains'),
  )
  await openSendTokens(excluded.page)
  await asked
  // The token list settles empty, with no balance call for the active chain 31337.
  await excluded.page.waitForTimeout(1_500)
  expect(excludedCalls).toEqual([])

  // Control: the emulator's own list includes 31337, so a fresh kit fetches its balances.
  await clearFaults()
  const served = await openDemo(browser.context(), { accountIndex: 2 })
  const servedCalls = balanceCallsFor(served.page)
  await openSendTokens(served.page)
  await expect.poll(() => servedCalls, { timeout: 10_000 }).toContain('eip155:31337')
})

it('spec §7 currency images by id: the on-ramp currency and token lists show icons loaded from the emulator', async () => {
  const { page } = await openDemo(browser.context(), { accountIndex: 1, query: { onramp: '1' } })
  await connectTestWallet(page)
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await expect.poll(() => title(page)).toBe('Buy crypto')

  await dialog.getByRole('button', { name: 'Pay in USD' }).click()
  const currencies = dialog.getByRole('list', { name: 'Currencies' })
  await currencies.waitFor()
  for (const code of ['USD', 'EUR']) {
    const image = currencies.getByRole('button', { name: new RegExp(`^${code}`) }).locator('img')
    await expect.poll(async () => (await imageState(image)).naturalWidth).toBeGreaterThan(0)
    expectKitImageUrl(
      (await imageState(image)).src,
      new RegExp(`^/public/getCurrencyImage/${code}$`),
    )
  }
  await dialog.getByRole('button', { name: /^USD/ }).first().click()
  await expect.poll(() => title(page)).toBe('Buy crypto')

  await dialog.getByRole('button', { name: 'Buy USDC' }).click()
  const tokens = dialog.getByRole('list', { name: 'Tokens' })
  await tokens.waitFor()
  const image = tokens.getByRole('button', { name: /^USD Coin/ }).locator('img')
  await expect.poll(async () => (await imageState(image)).naturalWidth).toBeGreaterThan(0)
  expectKitImageUrl((await imageState(image)).src, /^\/public\/getTokenImage\/USDC$/)
})

it('a network or currency image that fails to load falls back to the placeholder (initials), never a broken <img>', async () => {
  for (const path of ['/public/getAssetImage/*', '/public/getCurrencyImage/*']) {
    await injectFault({ path, method: 'GET', status: 404, body: { message: 'gone' }, times: 100 })
  }
  const { page } = await openDemo(browser.context(), { accountIndex: 1, query: { onramp: '1' } })
  await connectTestWallet(page)
  await networkButton(page).click()
  await expect.poll(() => title(page)).toBe('Choose Network')
  const dialog = modalDialog(page)
  const hardhat = dialog.getByRole('button', { name: 'Hardhat' })
  await hardhat.getByRole('img', { name: 'Hardhat' }).waitFor()
  // The preload race (spec §9: 2 s) has failed: the initials stay, no <img> is shown.
  await page.waitForTimeout(2_500)
  await expect(hardhat.locator('img').count()).resolves.toBe(0)
  await expect(networkButton(page).locator('img').count()).resolves.toBe(0)
  await page.keyboard.press('Escape')

  await accountButton(page).click()
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await dialog.getByRole('button', { name: 'Pay in USD' }).click()
  const usd = dialog.getByRole('list', { name: 'Currencies' }).getByRole('button', { name: /^USD/ })
  await expect.poll(() => usd.locator('[data-initials="US"]').count()).toBe(1)
  await expect(usd.locator('img').count()).resolves.toBe(0)
})
