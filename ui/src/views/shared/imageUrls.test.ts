import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { connectorImageUrl, listingImageUrl, networkImageUrl, tokenIconUrl } from './imageUrls.js'

describe('image URLs', () => {
  it('wallet images by id carry projectId, st and sv (spec §7) for the <img> request', () => {
    const kit = createTestKit()
    const url = new URL(listingImageUrl(kit, { image_id: 'abc' })!)
    expect(url.pathname).toBe('/getWalletImage/abc')
    expect(url.searchParams.get('projectId')).toBe('test-project')
    expect(url.searchParams.get('st')).toBeTruthy()
    expect(url.searchParams.get('sv')).toBeTruthy()
  })

  it("a connector's own safe icon is used as is; an unsafe one is dropped", () => {
    const kit = createTestKit()
    expect(connectorImageUrl(kit, { imageUrl: 'data:image/png;base64,AAAA' })).toBe(
      'data:image/png;base64,AAAA',
    )
    expect(connectorImageUrl(kit, { imageUrl: 'javascript:alert(1)' })).toBeUndefined()
  })

  it('spec §7 network images by id: a network with only assets.imageId gets the kit-built API URL', () => {
    const kit = createTestKit()
    const url = new URL(networkImageUrl(kit, { assets: { imageId: 'eip155:31337' } } as never)!)
    expect(url.origin).toBe(new URL(kit.urls.api).origin)
    expect(url.pathname).toBe('/public/getAssetImage/eip155%3A31337')
    expect(Object.fromEntries(url.searchParams)).toEqual(kit.apiQuery)
  })

  it('spec §7 token images by id: a token without a usable iconUrl gets the API image by symbol', () => {
    const kit = createTestKit()
    const url = new URL(tokenIconUrl(kit, { symbol: 'TEST', iconUrl: '' })!)
    expect(url.pathname).toBe('/public/getTokenImage/TEST')
    expect(Object.fromEntries(url.searchParams)).toEqual(kit.apiQuery)
    const own = 'http://127.0.0.1:4100/public/getAssetImage/TEST?projectId=p'
    expect(tokenIconUrl(kit, { symbol: 'TEST', iconUrl: own })).toBe(own)
  })
})
