import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../files/escapeHtml.js'
import { checkoutFormHtml, checkoutPageCsp } from './checkoutPage.js'

describe('the checkout page', () => {
  it('runs no script: its CSP has no script source and the page no script tag', () => {
    const csp = checkoutPageCsp()
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/)
    const html = checkoutFormHtml({
      walletAddress: '0x1',
      chainId: '31337',
      chainName: 'Hardhat',
      symbol: 'USDC',
      amount: '50',
    })
    expect(html).not.toContain('<script')
  })

  it('shows untrusted text as text', () => {
    expect(escapeHtml(`<img src=x onerror="a()">'`)).toBe(
      '&lt;img src=x onerror=&quot;a()&quot;&gt;&#39;',
    )
    const html = checkoutFormHtml({
      walletAddress: '"><script>alert(1)</script>',
      chainId: '1',
      chainName: 'x',
      symbol: 'USDC',
      amount: '',
      error: '<b>',
    })
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&lt;b&gt;')
  })
})
