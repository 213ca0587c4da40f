import { createStore } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { renderView } from '../testing/renderView.js'
import { bindAccountTypeView } from './AccountTypeView.js'
import { accountTypeMessages } from './accountTypeMessages.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

/** Shown beside the options where the network has no smart accounts (spec §6). */
const SMART_ACCOUNT_NOT_ENABLED_MESSAGE = accountTypeMessages.notEnabled.message

const EOA = `0x${'12'.repeat(20)}`
const SMART = `0x${'34'.repeat(20)}`

/** Only the provider's store is read while rendering; the rest is never called here. */
function contextWith(user: Record<string, unknown> | undefined) {
  return {
    provider: { store: createStore({ user }) },
  } as unknown as EmbeddedWalletViewContext
}

/** The radio input for `value`, as markup. */
function radio(html: string, value: string): string {
  return new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? ''
}

function render(user: Record<string, unknown> | undefined) {
  const View = bindAccountTypeView(contextWith(user))
  return renderView(<View view="AccountType" data={undefined} />)
}

describe('AccountType view (server-rendered markup)', () => {
  it('spec §6 account types: a labelled radio group of Smart Account and EOA, the one in use checked, each with its address', () => {
    const html = render({
      address: SMART,
      preferredAccountType: 'smartAccount',
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    })
    expect(html).toContain('<legend>Account type</legend>')
    expect(html).toContain('<strong>Smart Account</strong>')
    expect(radio(html, 'smartAccount')).toContain('checked=""')
    expect(radio(html, 'smartAccount')).toContain('type="radio"')
    expect(radio(html, 'eoa')).not.toContain('checked=""')
    expect(html).toContain(SMART)
    expect(html).toContain(EOA)
    expect(html).not.toContain(SMART_ACCOUNT_NOT_ENABLED_MESSAGE)
    expect(html).toContain('role="status"')
    // smartAccountDeployed (spec §3): false until its first transaction.
    expect(html).toContain('Not deployed yet: its first transaction deploys it')
  })

  it('spec §6 "smart accounts only on enabled networks": without a smart account on this network, Smart Account is disabled and says why', () => {
    const html = render({
      address: EOA,
      preferredAccountType: 'eoa',
      accounts: [{ address: EOA, type: 'eoa' }],
    })
    expect(radio(html, 'smartAccount')).toContain('disabled=""')
    const id = /aria-describedby="([^"]+)"/.exec(radio(html, 'smartAccount'))?.[1]
    expect(html).toContain(`id="${id}">${SMART_ACCOUNT_NOT_ENABLED_MESSAGE}`)
    expect(radio(html, 'eoa')).toContain('checked=""')
  })

  it('says the type was not reported rather than guessing one (spec §6: the EVM default is smartAccount)', () => {
    const html = render({})
    expect(html).toContain('<strong>not reported</strong>')
    expect(html).not.toContain('checked=""')
  })
})
