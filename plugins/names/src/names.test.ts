import { ACCOUNT_PROFILE, type MessageDescriptor } from '@appkit/kernel'
import { ACCOUNT_ENTRIES } from '@appkit/ui/account-entries'
import { describe, expect, it } from 'vitest'
import { NAMES_SERVICE, names } from './names.js'
import { connectWallet, createTestKit, solanaLocal } from './testing/createTestKit.js'
import { startJsonServer } from './testing/startJsonServer.js'

type TestKit = ReturnType<typeof createTestKit>['kit']

/** A label or title as the visitor reads it: a message is worded by the kit. */
const text = (kit: TestKit, shown: string | MessageDescriptor | undefined) =>
  typeof shown === 'object' ? kit.i18n.t(shown) : shown

const labels = (kit: TestKit) =>
  (kit.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []).map((entry) =>
    text(kit, entry.label),
  )

describe('the names plugin', () => {
  it('registers RegisterAccountName and RegisterAccountNameSuccess and its service', () => {
    const { kit } = createTestKit()
    kit.use(names())
    expect(kit.router.hasView('RegisterAccountName')).toBe(true)
    expect(kit.router.hasView('RegisterAccountNameSuccess')).toBe(true)
    expect(text(kit, kit.router.viewTitle('RegisterAccountName'))).toBe('Choose a name')
    expect(
      text(kit, kit.router.viewTitle('RegisterAccountNameSuccess', { name: 'a.appkit.id' })),
    ).toBe('Name registered')
    expect(kit.services.get(NAMES_SERVICE)?.canRegister()).toBe(false)
  })

  it("shows 'Register a name' in the Account view only with the auth connector (spec §6)", async () => {
    const { kit } = createTestKit()
    kit.use(names())
    await connectWallet(kit, 'INJECTED')
    expect(labels(kit)).toEqual([])
    await kit.disconnect()
    await connectWallet(kit, 'AUTH')
    expect(labels(kit)).toEqual(['Register a name'])
  })

  it('allowExternalWallets lets the test wallet register; names are EVM only', async () => {
    const { kit } = createTestKit()
    kit.use(names({ allowExternalWallets: true }))
    await connectWallet(kit, 'INJECTED')
    expect(labels(kit)).toEqual(['Register a name'])
    kit.registry.setActiveNetwork(solanaLocal)
    expect(labels(kit)).toEqual([])
  })

  it("shows the connected account's identity (GET identity/{address}) as its profile", async () => {
    const server = await startJsonServer((request) =>
      request.path.startsWith('/v1/identity/')
        ? { status: 200, body: { name: 'alice.appkit.id', avatar: 'https://img.test/a.png' } }
        : { status: 404, body: { message: 'Not found' } },
    )
    try {
      const { kit, wallet } = createTestKit({ blockchainApi: server.url })
      kit.use(names())
      await connectWallet(kit)
      await expect
        .poll(() => kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name)
        .toBe('alice.appkit.id')
      expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').image).toBe('https://img.test/a.png')
      expect(server.requests[0]?.path).toBe(`/v1/identity/${wallet.account.address}`)
      expect(server.requests[0]?.query.get('chainId')).toBe('eip155:31337')
    } finally {
      await server.close()
    }
  })

  it('withdraws everything on destroy', () => {
    const { kit } = createTestKit()
    kit.use(names({ allowExternalWallets: true }))
    kit.destroy()
    expect(kit.router.hasView('RegisterAccountName')).toBe(false)
    expect(kit.services.get(NAMES_SERVICE)).toBeUndefined()
  })
})
