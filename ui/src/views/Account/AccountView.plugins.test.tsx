import { ACCOUNT_PROFILE, createStore, defineServiceKey, type Store } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/createTestKit.js'
import { renderWithKit } from '../../testing/renderWithKit.js'
import AccountView from './AccountView.js'

interface Entry {
  id: string
  label: string
  view: string
}
type Entries = Store<{ entries: readonly Entry[] }>
const ENTRIES = defineServiceKey<Entries>('appkit:account-entries')

async function connectedKit() {
  const kit = createTestKit()
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa' }],
    caipNetwork: kit.registry.store.getState().networks[0]!,
  })
  return kit
}

describe('Account view: what plugins add', () => {
  it("lists plugin entries (kit.services 'appkit:account-entries') as buttons", async () => {
    const kit = await connectedKit()
    const store: Entries = createStore<{ entries: readonly Entry[] }>({
      entries: [
        { id: 'appkit:activity', label: 'Activity', view: 'Activity' },
        { id: 'appkit:names', label: 'Register a name', view: 'RegisterAccountName' },
      ],
    })
    kit.services.provide(ENTRIES, store)
    const html = renderWithKit(kit, <AccountView />)
    expect(html).toMatch(
      /<button type="button" class="item"><span class="item-name">Activity<\/span>/,
    )
    expect(html).toContain('<span class="item-name">Register a name</span>')
  })

  it('provides the entries store when no plugin did yet, so a later plugin finds it', async () => {
    const kit = await connectedKit()
    renderWithKit(kit, <AccountView />)
    expect(kit.services.get(ENTRIES)?.getState().entries).toEqual([])
  })

  it("shows the account's profile name instead of the short address", async () => {
    const kit = await connectedKit()
    kit.accountState.register(ACCOUNT_PROFILE)
    kit.accountState.set(ACCOUNT_PROFILE, 'eip155', { name: 'alice.appkit.id' })
    const html = renderWithKit(kit, <AccountView />)
    expect(html).toContain('>alice.appkit.id</h3>')
    expect(html).not.toContain('0x1234…abcd</h3>')
  })

  it('shows the profile image as the avatar', async () => {
    const kit = await connectedKit()
    kit.accountState.register(ACCOUNT_PROFILE)
    kit.accountState.set(ACCOUNT_PROFILE, 'eip155', {
      name: 'alice.appkit.id',
      image: 'https://img.test/alice.png',
    })
    const html = renderWithKit(kit, <AccountView />)
    expect(html).toContain('class="image large round"')
    expect(html).toContain('aria-label="alice.appkit.id"')
  })

  it("shows the profile's email under the name, and forgets the profile when the account disconnects", async () => {
    const kit = await connectedKit()
    kit.accountState.register(ACCOUNT_PROFILE)
    kit.accountState.set(ACCOUNT_PROFILE, 'eip155', { name: 'alice', email: 'alice@example.com' })
    expect(renderWithKit(kit, <AccountView />)).toContain(
      '<p class="account-email">alice@example.com</p>',
    )
    kit.registry.markDisconnected('eip155')
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155')).toEqual({})
  })
})
