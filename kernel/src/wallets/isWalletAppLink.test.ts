import { describe, expect, it } from 'vitest'
import { isWalletAppLink, isWalletWebLink } from './isWalletAppLink.js'

describe('isWalletAppLink', () => {
  it("accepts universal links and an app's own scheme, bare or with a path", () => {
    for (const link of [
      'https://w.app',
      'http://127.0.0.1:4100/wallet',
      'rainbow:',
      'trust',
      'metamask://app',
      'my-wallet+x://',
    ]) {
      expect(isWalletAppLink(link), link).toBe(true)
    }
  })

  it('refuses script-like schemes, queries, fragments, whitespace and credentials', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://x',
      'data:text/html,<script>',
      'vbscript:x',
      'file:///etc/passwd',
      'https://w.app?x=1',
      'https://w.app#x',
      'https://user:pw@w.app',
      'app://a b',
      '1app://x',
      '',
    ]) {
      expect(isWalletAppLink(link), link).toBe(false)
    }
  })
})

describe('isWalletWebLink', () => {
  it('accepts http(s) only', () => {
    expect(isWalletWebLink('https://w.app/')).toBe(true)
    expect(isWalletWebLink('rainbow://')).toBe(false)
    expect(isWalletWebLink('https://')).toBe(false)
  })
})
