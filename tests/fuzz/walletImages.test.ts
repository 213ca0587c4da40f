// Wallet images from the wallet list (spec §3): only http(s) and data:image URLs are shown.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { isSafeImageUrl } from '../../kernel/src/images/isSafeImageUrl.js'
import { walletImageUrl } from '../../kernel/src/wallets/walletImageUrl.js'
import { anyString } from './arbitraries/anyInput.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const API = 'http://127.0.0.1:4100'
const SAFE = /^(?:https?:|data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,])/i

const imageText = fc.oneof(
  anyString(),
  fc.webUrl(),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>', 'data:image/png;base64,AAAA'),
)

describe('wallet image URL', () => {
  it("any listing's image_url / image_id gives an http(s) or data:image URL, or none; never throws", () => {
    const listing = fc.record(
      {
        image_url: fc.option(imageText, { nil: null }),
        image_id: fc.option(anyString(), { nil: null }),
        imageUrl: imageText,
        icon: imageText,
      },
      { requiredKeys: [] },
    )
    const query = fc.dictionary(anyString(), anyString(), { maxKeys: 3 })
    fc.assert(
      fc.property(listing, query, (wallet, parameters) => {
        const result = settle(() => walletImageUrl(API, wallet, parameters))
        expectFast(result.ok).toBe(true)
        if (!result.ok || result.value === undefined) return
        expectFast(result.value).toMatch(SAFE)
        if (result.value.startsWith(`${API}/getWalletImage/`)) {
          const id = decodeURIComponent(new URL(result.value).pathname.split('/')[2] ?? '')
          expectFast(id).toBe(wallet.image_id)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('isSafeImageUrl answers for any text, true only for http(s) and data:image URLs', () => {
    fc.assert(
      fc.property(imageText, (url) => {
        const result = settle(() => isSafeImageUrl(url))
        expectFast(result.ok).toBe(true)
        if (result.ok && result.value) {
          expectFast(SAFE.test(url) || /^https?:$/.test(new URL(url).protocol)).toBe(true)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
