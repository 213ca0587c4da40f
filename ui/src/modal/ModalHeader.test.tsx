import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { renderWithKit } from '../testing/renderWithKit.js'
import { ModalHeader } from './ModalHeader.js'

const noop = () => {}
/** Its labels are the kit's messages: rendered under a provider. */
const renderToString = (node: ReactNode) => renderWithKit(createTestKit(), node)

describe('ModalHeader', () => {
  it('titles the dialog with an h2 whose id aria-labelledby points at, and has a Close button', () => {
    const html = renderToString(
      <ModalHeader
        titleId="t1"
        title="Connect Wallet"
        canGoBack={false}
        onBack={noop}
        onClose={noop}
      />,
    )
    expect(html).toContain('<h2 id="t1">Connect Wallet</h2>')
    expect(html).toContain('aria-label="Close"')
    expect(html).not.toContain('aria-label="Back"')
    expect(html).toContain('aria-hidden="true"')
  })

  it('shows a Back button when the history has more than one entry', () => {
    const html = renderToString(
      <ModalHeader titleId="t1" title="All Wallets" canGoBack onBack={noop} onClose={noop} />,
    )
    expect(html).toMatch(/<button type="button" class="icon-btn back" aria-label="Back"/)
  })
})
