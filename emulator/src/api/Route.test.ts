import { describe, expect, it } from 'vitest'
import { matchPath } from './Route.js'

describe('matchPath', () => {
  it('matches literal paths and decodes :name segments', () => {
    expect(matchPath('/getWallets', '/getWallets')).toEqual({})
    expect(matchPath('/getWalletImage/:imageId', '/getWalletImage/a%20b')).toEqual({
      imageId: 'a b',
    })
  })

  it('rejects other paths, empty segments and bad escapes', () => {
    expect(matchPath('/getWallets', '/getWallets/')).toBeUndefined()
    expect(matchPath('/getWalletImage/:imageId', '/getWalletImage/')).toBeUndefined()
    expect(matchPath('/getWalletImage/:imageId', '/getWalletImage/%E0%A4%A')).toBeUndefined()
    expect(matchPath('/rpc/:chainId', '/rpc/1/2')).toBeUndefined()
  })
})
