import { describe, expect, it } from 'vitest'
import { tokenImageUrl } from './tokenImageUrl.js'

const API = 'http://127.0.0.1:4100'
const QUERY = { projectId: 'p1', st: 'appkit', sv: 'test' }

describe('tokenImageUrl', () => {
  it("uses the balance answer's iconUrl when it is a safe image URL", () => {
    const token = { symbol: 'TEST', iconUrl: 'http://127.0.0.1:4100/public/getAssetImage/TEST' }
    expect(tokenImageUrl(API, token, QUERY)).toBe(token.iconUrl)
  })

  it('spec §7 token images by id: an empty or unsafe iconUrl falls back to the token image by symbol', () => {
    for (const iconUrl of ['', 'javascript:alert(1)', undefined]) {
      expect(
        tokenImageUrl(
          API,
          { symbol: 'USDC', ...(iconUrl === undefined ? {} : { iconUrl }) },
          QUERY,
        ),
      ).toBe(`${API}/public/getTokenImage/USDC?projectId=p1&st=appkit&sv=test`)
    }
  })
})
