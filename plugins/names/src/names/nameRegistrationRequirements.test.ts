import { describe, expect, it } from 'vitest'
import { connectWallet, createTestKit, solanaLocal } from '../testing/createTestKit.js'
import { canRegisterName, checkNameRegistration } from './nameRegistrationRequirements.js'

describe("spec §6 'Name registration needs an active network, an address and the auth connector'", () => {
  it('with the auth connector connected on an EVM network: allowed', async () => {
    const { kit } = createTestKit()
    await connectWallet(kit, 'AUTH')
    const check = checkNameRegistration(kit.registry.store.getState())
    expect(check.ok && check.context.network.caipNetworkId).toBe('eip155:31337')
    expect(canRegisterName(kit.registry.store.getState())).toBe(true)
  })

  it("an external wallet: 'Address or auth connector not found' (allowExternalWallets defaults to false)", async () => {
    const { kit } = createTestKit()
    await connectWallet(kit, 'INJECTED')
    expect(checkNameRegistration(kit.registry.store.getState())).toEqual({
      ok: false,
      message: 'Address or auth connector not found',
    })
  })

  it('an external wallet with allowExternalWallets: allowed', async () => {
    const { kit } = createTestKit()
    await connectWallet(kit, 'INJECTED')
    expect(canRegisterName(kit.registry.store.getState(), { allowExternalWallets: true })).toBe(
      true,
    )
  })

  it("no address: 'Address or auth connector not found'", () => {
    const { kit } = createTestKit()
    expect(
      checkNameRegistration(kit.registry.store.getState(), { allowExternalWallets: true }),
    ).toEqual({
      ok: false,
      message: 'Address or auth connector not found',
    })
  })

  it("no EVM network active ('names EVM only'): 'Network not found'", async () => {
    const { kit } = createTestKit()
    await connectWallet(kit, 'AUTH')
    kit.registry.setActiveNetwork(solanaLocal)
    expect(checkNameRegistration(kit.registry.store.getState())).toEqual({
      ok: false,
      message: 'Network not found',
    })
  })
})
