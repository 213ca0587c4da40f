import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { connectorImageUrl, listingImageUrl } from './imageUrls.js'

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
})
