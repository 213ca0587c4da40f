import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ASSET_IMAGES,
  DEFAULT_CURRENCY_IMAGES,
  DEFAULT_TOKEN_IMAGES,
} from '../../defaults.js'
import { useBareApiServer } from '../../testing/useBareApiServer.js'

const keys = 'projectId=test-project&st=appkit&sv=test'
const server = useBareApiServer({
  projectIds: ['test-project'],
  assetImages: DEFAULT_ASSET_IMAGES,
})

const get = (path: string) => fetch(`${server.current.url}${path}`)

describe('images by id', () => {
  it('spec §7 images by id: networks, tokens and currencies are served as SVG with nosniff', async () => {
    const cases = [
      ['/public/getAssetImage/eip155%3A8453', 'Base'],
      ['/public/getAssetImage/cosmos%3Acosmoshub-4', 'Cosmos Hub'],
      ['/public/getTokenImage/USDC', 'USD Coin'],
      ['/public/getCurrencyImage/EUR', 'Euro'],
    ] as const
    for (const [path, title] of cases) {
      const response = await get(`${path}?${keys}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
      expect(svg).toContain(`<title>${title}</title>`)
    }
  })

  it('serves every default token and currency image, and 404 for an unknown id', async () => {
    for (const symbol of Object.keys(DEFAULT_TOKEN_IMAGES)) {
      expect((await get(`/public/getTokenImage/${symbol}?${keys}`)).status, symbol).toBe(200)
    }
    for (const code of Object.keys(DEFAULT_CURRENCY_IMAGES)) {
      expect((await get(`/public/getCurrencyImage/${code}?${keys}`)).status, code).toBe(200)
    }
    expect((await get(`/public/getTokenImage/NOPE?${keys}`)).status).toBe(404)
    expect((await get(`/public/getCurrencyImage/XXX?${keys}`)).status).toBe(404)
  })

  it('checks the project like every project API call: no projectId, no image', async () => {
    expect((await get('/public/getTokenImage/USDC')).status).not.toBe(200)
  })
})
