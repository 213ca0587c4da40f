import { describe, expect, it } from 'vitest'
import { isWebUrl, webUrlOf } from './isWebUrl.js'

describe('isWebUrl (a checkout address opens only over http or https)', () => {
  it('accepts absolute http and https URLs', () => {
    expect(isWebUrl('https://meldcrypto.com/?a=1')).toBe(true)
    expect(isWebUrl('http://127.0.0.1:4100/onramp/checkout')).toBe(true)
    expect(isWebUrl('HTTPS://EXAMPLE.COM')).toBe(true)
  })

  it('refuses script, data, file and other schemes, and what is not a URL', () => {
    for (const url of [
      'javascript:alert(1)//',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'blob:https://example.com/uuid',
      'vbscript:msgbox(1)',
      'ftp://example.com/',
      '/onramp/checkout',
      '',
      'not a url',
    ]) {
      expect(isWebUrl(url), url).toBe(false)
    }
  })

  it('webUrlOf normalizes a web URL and throws on anything else', () => {
    expect(webUrlOf('https://example.com')).toBe('https://example.com/')
    expect(() => webUrlOf('javascript:alert(1)')).toThrowError('not an http or https URL')
  })
})
