import { createStore } from '@appkit/kernel'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { bindAccountTypeView } from './AccountTypeView.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

/** Only the provider's store is read while rendering; the rest is never called here. */
function contextWith(user: Record<string, unknown> | undefined) {
  return {
    provider: { store: createStore({ user }) },
  } as unknown as EmbeddedWalletViewContext
}

describe('AccountType view (server-rendered markup)', () => {
  it('shows the type the secure site reported, pressed', () => {
    const View = bindAccountTypeView(contextWith({ preferredAccountType: 'eoa' }))
    const html = renderToString(<View view="AccountType" data={undefined} />)
    expect(html).toContain('<strong>EOA</strong>')
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*EOA \(a plain key account\)/)
  })

  it('says the type was not reported rather than guessing one (spec §6: the EVM default is smartAccount)', () => {
    const View = bindAccountTypeView(contextWith({}))
    const html = renderToString(<View view="AccountType" data={undefined} />)
    expect(html).toContain('<strong>not reported</strong>')
    expect(html).not.toContain('aria-pressed="true"')
  })
})
