import { describe, expect, it } from 'vitest'
import { decodeAnnounceDetail } from './decodeAnnounceDetail.js'
import { isExcludedWallet } from './isExcludedWallet.js'
import { isSafeIconUrl } from './isSafeIconUrl.js'
import { shouldShowBrowserWallet } from './shouldShowBrowserWallet.js'

describe('shouldShowBrowserWallet (spec §5)', () => {
  const base = { announcedSameProvider: false }
  it('"hidden on desktop when no injected wallet exists"', () => {
    expect(shouldShowBrowserWallet({ ...base, isMobile: false, installed: false })).toBe(false)
    expect(shouldShowBrowserWallet({ ...base, isMobile: false, installed: true })).toBe(true)
    expect(
      shouldShowBrowserWallet({ ...base, isMobile: false, installed: false, rdns: 'io.x' }),
    ).toBe(false)
  })

  it('"or on mobile when it has no rdns and is not installed"', () => {
    expect(shouldShowBrowserWallet({ ...base, isMobile: true, installed: false })).toBe(false)
    expect(shouldShowBrowserWallet({ ...base, isMobile: true, installed: true })).toBe(true)
    expect(
      shouldShowBrowserWallet({ ...base, isMobile: true, installed: false, rdns: 'io.x' }),
    ).toBe(true)
  })

  it('hidden when an EIP-6963 wallet announced the same provider', () => {
    expect(
      shouldShowBrowserWallet({ isMobile: false, installed: true, announcedSameProvider: true }),
    ).toBe(false)
  })
})

describe('isExcludedWallet: "matched by rdns or case-insensitive name"', () => {
  it('matches the rdns exactly and the name in any case', () => {
    const wallet = { name: 'MetaMask', rdns: 'io.metamask' }
    expect(isExcludedWallet(wallet, ['io.metamask'])).toBe(true)
    expect(isExcludedWallet(wallet, ['METAMASK'])).toBe(true)
    expect(isExcludedWallet(wallet, ['io.rabby', 'Rabby'])).toBe(false)
    expect(isExcludedWallet(wallet, [])).toBe(false)
  })
})

describe('isSafeIconUrl', () => {
  it('accepts data:image and https only', () => {
    expect(isSafeIconUrl('data:image/png;base64,AAAA')).toBe(true)
    expect(isSafeIconUrl('https://x.example/icon.svg')).toBe(true)
    expect(isSafeIconUrl('http://x.example/icon.svg')).toBe(false)
    expect(isSafeIconUrl('data:text/html,<script>')).toBe(false)
    expect(isSafeIconUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeIconUrl(undefined)).toBe(false)
  })
})

describe('decodeAnnounceDetail', () => {
  it('keeps the provider object as announced', () => {
    const provider = { request: async () => null }
    const detail = decodeAnnounceDetail({
      info: { uuid: 'u', name: 'W', icon: '', rdns: 'io.w' },
      provider,
    })
    expect(detail?.provider).toBe(provider)
  })

  it("refuses an rdns that is not reverse-DNS, so it cannot take another connector's id", () => {
    const provider = { request: async () => null }
    for (const rdns of ['injected', 'walletConnect', 'io.', '.io', 'io..w', 'io w.x']) {
      expect(
        decodeAnnounceDetail({ info: { uuid: 'u', name: 'W', icon: '', rdns }, provider }),
      ).toBeUndefined()
    }
  })

  it('survives a detail with throwing getters', () => {
    const hostile = Object.defineProperty({}, 'info', {
      get() {
        throw new Error('gotcha')
      },
    })
    expect(decodeAnnounceDetail(hostile)).toBeUndefined()
  })
})
