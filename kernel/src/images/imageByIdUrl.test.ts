import { describe, expect, it } from 'vitest'
import { imageByIdUrl } from './imageByIdUrl.js'

const API = 'http://127.0.0.1:4100'
const QUERY = { projectId: 'p1', st: 'appkit', sv: 'test' }

describe('imageByIdUrl', () => {
  it('spec §7 images by id: wallets, networks, currencies and tokens each on their path, with projectId, st and sv', () => {
    const urls = {
      wallet: imageByIdUrl(API, 'wallet', 'w-1', QUERY),
      network: imageByIdUrl(API, 'network', 'eip155:1', QUERY),
      currency: imageByIdUrl(API, 'currency', 'USD', QUERY),
      token: imageByIdUrl(API, 'token', 'USDC', QUERY),
    }
    expect(urls).toEqual({
      wallet: `${API}/getWalletImage/w-1?projectId=p1&st=appkit&sv=test`,
      network: `${API}/public/getAssetImage/eip155%3A1?projectId=p1&st=appkit&sv=test`,
      currency: `${API}/public/getCurrencyImage/USD?projectId=p1&st=appkit&sv=test`,
      token: `${API}/public/getTokenImage/USDC?projectId=p1&st=appkit&sv=test`,
    })
  })

  it('encodes ids, so an id never names another path of the API', () => {
    expect(imageByIdUrl('https://api.example/base/', 'network', 'a/../b?x=1#y')).toBe(
      'https://api.example/public/getAssetImage/a%2F..%2Fb%3Fx%3D1%23y',
    )
  })

  it('encodes the query values, so a value never adds a parameter', () => {
    expect(imageByIdUrl(API, 'wallet', 'w', { projectId: 'a b&sv=x', st: 'é' })).toBe(
      `${API}/getWalletImage/w?projectId=a+b%26sv%3Dx&st=%C3%A9`,
    )
  })

  it('names no image for an empty id, a dot segment or a lone surrogate', () => {
    for (const id of [undefined, '', '.', '..', '\ud800']) {
      expect(imageByIdUrl(API, 'token', id, QUERY)).toBeUndefined()
    }
  })
})
