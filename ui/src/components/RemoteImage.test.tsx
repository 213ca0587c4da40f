import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { renderWithKit } from '../testing/renderWithKit.js'
import { RemoteImage } from './RemoteImage.js'

describe('RemoteImage', () => {
  it("shows the name's initials as an image named by the name, and never a javascript: URL", () => {
    const html = renderWithKit(
      createTestKit(),
      <RemoteImage url="javascript:alert(1)" name="Rainbow Wallet" />,
    )
    expect(html).toBe(
      '<span class="image"><span role="img" aria-label="Rainbow Wallet">RW</span></span>',
    )
  })

  it('decorative: hidden from assistive technology, the initials drawn by CSS rather than written as text (they would break label in name)', () => {
    const html = renderWithKit(
      createTestKit(),
      <RemoteImage url={undefined} name="Rainbow Wallet" variant="small" decorative />,
    )
    expect(html).toBe(
      '<span class="image small" aria-hidden="true"><span data-initials="RW"></span></span>',
    )
  })
})
