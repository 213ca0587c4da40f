// EIP-6963 wallet announcements (namespaces/eip155/src/discovery): any page script can send one.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { decodeAnnounceDetail } from '../../namespaces/eip155/src/discovery/decodeAnnounceDetail.js'
import { isExcludedWallet } from '../../namespaces/eip155/src/discovery/isExcludedWallet.js'
import { isSafeIconUrl } from '../../namespaces/eip155/src/discovery/isSafeIconUrl.js'
import { anyInput, anyString } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settle } from './support/settle.js'

const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const trimmed = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((text) => text.trim() === text)
const provider = fc.constant(null).map(() => ({ request: async () => null }))
const validInfo = fc.record({
  uuid: fc.oneof(fc.uuid(), trimmed(100)),
  name: trimmed(100),
  icon: fc.oneof(fc.webUrl(), fc.constant('data:image/svg+xml;base64,PHN2Zy8+'), fc.string()),
  rdns: fc.stringMatching(/^[a-zA-Z0-9-]{1,20}(\.[a-zA-Z0-9-]{1,20}){1,3}$/),
})
const validDetail = fc.record({ info: validInfo, provider })

/** A valid detail with one field of `info` (or the provider) replaced by anything. */
const nearlyValidDetail = fc
  .tuple(
    validDetail,
    fc.constantFrom('uuid', 'name', 'icon', 'rdns', 'provider', 'info'),
    anyInput(),
  )
  .map(([detail, field, value]) =>
    field === 'provider' || field === 'info'
      ? { ...detail, [field]: value }
      : { ...detail, info: { ...detail.info, [field]: value } },
  )

describe('EIP-6963 announcement', () => {
  it('any detail is kept as announced when well-formed, else dropped (undefined); never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput(), validDetail, nearlyValidDetail), (candidate) => {
        const detail = reveal(candidate)
        const result = settle(() => decodeAnnounceDetail(detail))
        expectFast(result.ok).toBe(true)
        if (!result.ok || result.value === undefined) return
        expectFast(result.value).toBe(detail)
        const { info } = result.value
        for (const [field, max] of [
          ['uuid', 100],
          ['name', 100],
        ] as const) {
          expectFast(info[field].length).toBeGreaterThan(0)
          expectFast(info[field].length).toBeLessThanOrEqual(max)
          expectFast(info[field].trim()).toBe(info[field])
        }
        expectFast(info.rdns).toMatch(RDNS)
        expectFast(typeof info.icon).toBe('string')
        expectFast(typeof result.value.provider.request).toBe('function')
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every well-formed announcement is accepted', () => {
    fc.assert(
      fc.property(validDetail, (detail) => {
        expectFast(decodeAnnounceDetail(detail)).toBe(detail)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("a wallet icon is 'an inline data:image URI or an https URL, nothing else', for any value", () => {
    const icon = fc.oneof(
      anyInput(),
      fc.webUrl({ validSchemes: ['https', 'http', 'ftp'] }),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'DATA:IMAGE/PNG;base64,AA'),
    )
    fc.assert(
      fc.property(icon, (candidate) => {
        const value = reveal(candidate)
        const result = settle(() => isSafeIconUrl(value))
        expectFast(result.ok).toBe(true)
        if (!result.ok || !result.value) return
        const text = value as string
        expectFast(/^data:image\//i.test(text) || new URL(text).protocol === 'https:').toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("'Excluded wallets are matched by rdns or case-insensitive name', for any exclude list", () => {
    const ascii = fc.stringMatching(/^[ -~]{1,20}$/)
    fc.assert(
      fc.property(
        ascii,
        fc.option(ascii, { nil: undefined }),
        fc.array(fc.oneof(anyString(), anyInput()), { maxLength: 4 }),
        fc.boolean(),
        (name, rdns, others, byName) => {
          const exclude = others.map(reveal) as string[]
          const wallet = { name, rdns }
          const result = settle(() => isExcludedWallet(wallet, exclude))
          expectFast(result.ok).toBe(true)
          const match = byName ? name.toUpperCase() : rdns
          if (match !== undefined) {
            expectFast(isExcludedWallet(wallet, [...exclude, match])).toBe(true)
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
