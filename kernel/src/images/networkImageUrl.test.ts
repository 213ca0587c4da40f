import { describe, expect, it } from 'vitest'
import { networkImageUrl } from './networkImageUrl.js'

const API = 'http://127.0.0.1:4100'
const QUERY = { projectId: 'p1', st: 'appkit', sv: 'test' }

describe('networkImageUrl', () => {
  it('spec §3 Network assets: a built-in network with only assets.imageId gets the API image by that id', () => {
    expect(networkImageUrl(API, { assets: { imageId: 'eip155:8453' } }, QUERY)).toBe(
      `${API}/public/getAssetImage/eip155%3A8453?projectId=p1&st=appkit&sv=test`,
    )
  })

  it('prefers a safe assets.imageUrl, and falls back to the id when the URL is unsafe', () => {
    const assets = { imageId: 'eip155:1', imageUrl: 'https://cdn.example/eth.png' }
    expect(networkImageUrl(API, { assets }, QUERY)).toBe('https://cdn.example/eth.png')
    const unsafe = { imageId: 'eip155:1', imageUrl: 'javascript:alert(1)' }
    expect(networkImageUrl(API, { assets: unsafe }, QUERY)).toContain('/public/getAssetImage/')
  })

  it('has no image for a network without assets', () => {
    expect(networkImageUrl(API, {}, QUERY)).toBeUndefined()
    expect(networkImageUrl(API, undefined, QUERY)).toBeUndefined()
  })
})
