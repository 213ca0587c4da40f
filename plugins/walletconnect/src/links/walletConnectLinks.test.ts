import { describe, expect, it } from 'vitest'
import { formatNativeLink, formatUniversalLink, walletConnectLinks } from './walletConnectLinks.js'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=58&expiryTimestamp=1'
const ENCODED = encodeURIComponent(URI)

describe('deep links carrying the pairing URI', () => {
  it('universal link: <mobile_link>/wc?uri=<encoded uri>', () => {
    expect(formatUniversalLink('https://rnbwapp.com', URI)).toBe(
      `https://rnbwapp.com/wc?uri=${ENCODED}`,
    )
    expect(formatUniversalLink('https://metamask.app.link/', URI)).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    )
    expect(ENCODED).not.toContain('&')
  })

  it('custom scheme: <scheme>://wc?uri=<encoded uri>, whatever form the scheme comes in', () => {
    expect(formatNativeLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatNativeLink('rainbow://', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatNativeLink('trust', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatNativeLink('metamask://app', URI)).toBe(`metamask://app/wc?uri=${ENCODED}`)
    expect(formatNativeLink('https://link.trustwallet.com', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    )
  })

  it('never builds a script-like or malformed link from the untrusted wallet list', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT://x',
      'data:text/html,x',
      'vbscript:x',
      '1abc://',
      'a b://',
    ]) {
      expect(formatNativeLink(link, URI)).toBeUndefined()
    }
    expect(formatUniversalLink('rainbow://', URI)).toBeUndefined()
    expect(formatUniversalLink('https://x.app/?ref=1', URI)).toBeUndefined()
    expect(formatNativeLink('evil://x?y', URI)).toBeUndefined()
  })

  it('walletConnectLinks: mobile and desktop from their links, web only over http(s)', () => {
    expect(
      walletConnectLinks(
        {
          mobile_link: 'rainbow:',
          desktop_link: 'rainbowdesktop://',
          webapp_link: 'https://web.rainbow.me',
        },
        URI,
      ),
    ).toEqual({
      mobile: `rainbow://wc?uri=${ENCODED}`,
      desktop: `rainbowdesktop://wc?uri=${ENCODED}`,
      web: `https://web.rainbow.me/wc?uri=${ENCODED}`,
    })
    expect(walletConnectLinks({ webapp_link: 'webapp://x', mobile_link: null }, URI)).toEqual({})
  })
})
