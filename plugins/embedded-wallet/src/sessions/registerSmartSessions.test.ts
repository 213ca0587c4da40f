import { createAppKit, createPluginContext, type MessageDescriptor } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { accountEntries } from '@appkit/ui/account-entries'
import { describe, expect, it } from 'vitest'
import { SMART_SESSIONS_FEATURE } from '../embeddedWalletFeatures.js'
import { AUTH_CONNECTOR_ID } from '../policies.js'
import type { RequestType } from '../protocol/frameMessageSchema.js'
import { createEmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import { localnet } from '../testing/localnet.js'
import { registerSmartSessions } from './registerSmartSessions.js'
import { PERMISSIONS_VIEW } from './SMART_SESSIONS.js'

const EOA = `0x${'12'.repeat(20)}`
const SMART = `0x${'34'.repeat(20)}`
const ACCOUNTS = [
  { address: EOA, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]

function setUp(smartSessions: boolean) {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [localnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    features: { smartSessions },
  })
  const { context: ctx } = createPluginContext(kit, 'test')
  ctx.register.features(SMART_SESSIONS_FEATURE)
  const frameRequests: RequestType[] = []
  const provider = createEmbeddedWalletProvider({
    transport: {
      request: async (type: RequestType) => {
        frameRequests.push(type)
        return null
      },
    },
    defaultChainId: () => 31337,
    withApproval: (run) => run(),
  })
  const stop = registerSmartSessions({ ctx, provider })
  // As the Account view reads them: a label or a title given as a message in the kit's locale.
  const text = (value: string | MessageDescriptor | undefined) =>
    typeof value === 'object' ? kit.i18n.t(value) : value
  const entries = () =>
    accountEntries(kit)
      .getState()
      .entries.map((entry) => text(entry.label))
  const logIn = (type: 'eoa' | 'smartAccount') => {
    provider.setUser({
      address: type === 'eoa' ? EOA : SMART,
      chainId: 31337,
      preferredAccountType: type,
      accounts: ACCOUNTS,
    })
    kit.registry.recordConnection('eip155', {
      connectorId: AUTH_CONNECTOR_ID,
      accounts: [{ address: type === 'eoa' ? EOA : SMART, type: 'eoa' }],
      caipNetwork: localnet,
    })
  }
  return { kit, provider, stop, entries, text, logIn, frameRequests }
}

describe("registerSmartSessions: spec §6 'smartSessions' in the embedded wallet", () => {
  it("off (the default): no Permissions entry, and the provider refuses grant with 4200 'Smart sessions are not enabled', nothing sent to the frame", async () => {
    const { provider, entries, logIn, frameRequests } = setUp(false)
    logIn('smartAccount')
    expect(entries()).not.toContain('Permissions')
    await expect(
      provider.request({ method: 'wallet_grantPermissions', params: [{}] }),
    ).rejects.toMatchObject({ code: 4200, shortMessage: 'Smart sessions are not enabled' })
    expect(frameRequests).toEqual([])
  })

  it("on: the Account view's 'Permissions' entry while the embedded smart account is connected (not for its EOA), and its view is registered", () => {
    const { kit, entries, text, logIn, stop } = setUp(true)
    expect(entries()).not.toContain('Permissions')
    logIn('eoa')
    expect(entries()).not.toContain('Permissions')
    logIn('smartAccount')
    expect(entries()).toContain('Permissions')
    expect(kit.router.hasView(PERMISSIONS_VIEW)).toBe(true)
    expect(text(kit.router.viewTitle(PERMISSIONS_VIEW, undefined))).toBe('Permissions')
    stop()
    expect(entries()).not.toContain('Permissions')
  })

  it('on: a malformed grant is refused in the page with -32602 naming the field', async () => {
    const { provider, logIn, frameRequests } = setUp(true)
    logIn('smartAccount')
    await expect(
      provider.request({
        method: 'wallet_grantPermissions',
        params: [{ chainId: '0x7a69', expiry: 'soon' }],
      }),
    ).rejects.toMatchObject({ code: -32602, shortMessage: expect.stringContaining('expiry') })
    expect(frameRequests).toEqual([])
  })
})
