import { emulatorForFile } from '@appkit/emulator/testing/emulator-for-file'
import { warmUpEmulatorDatabases } from '@appkit/emulator/testing/warm-up'
import { ACCOUNT_PROFILE, type AppKit, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it } from 'vitest'
import { NAMES_SERVICE, names } from './names.js'
import { createSigningAdapter } from './testing/createSigningAdapter.js'
import { connectWallet, hardhat } from './testing/createTestKit.js'

// The real names registry of the emulator: it verifies the signature, the timestamp, the name
// rule and uniqueness before storing.

// The names registry opens on its first registration and takes seconds to: not inside the
// test's 10 s request timeout.
const emulator = emulatorForFile({}, (running) => warmUpEmulatorDatabases(running.urls))
const kits: AppKit[] = []

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

async function connectedKit() {
  const kit = createAppKit({
    projectId: emulator().urls.projectId,
    networks: [hardhat],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    urls: { api: emulator().urls.api },
  })
    .use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
    .use(names({ allowExternalWallets: true }))
  kits.push(kit)
  const wallet = createSigningAdapter(hardhat)
  kit.registerAdapter(wallet.adapter)
  await connectWallet(kit)
  kit.open({ view: 'RegisterAccountName' })
  return { kit, wallet, controller: kit.services.get(NAMES_SERVICE)! }
}

describe('names against the emulator', () => {
  it('registers a name signed by the wallet, shows it, resolves it and finds it by reverse lookup', async () => {
    const { kit, wallet, controller } = await connectedKit()
    expect(await controller.client.resolveName('emu-alice.appkit.id')).toBeUndefined()

    expect(await controller.registration.register('Emu-Alice')).toBe(true)
    expect(controller.registration.store.getState().error).toBeUndefined()
    expect(kit.router.store.getState().view).toBe('RegisterAccountNameSuccess')
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name).toBe('emu-alice.appkit.id')

    const record = await controller.client.resolveName('emu-alice.appkit.id')
    expect(record?.addresses[String(2147483648 + 31337)]?.address).toBe(wallet.account.address)
    const reverse = await controller.client.lookupAddress(wallet.account.address)
    expect(reverse.map((r) => r.name)).toContain('emu-alice.appkit.id')
    const suggestions = await controller.client.getSuggestions('emu-alice')
    expect(suggestions).toContainEqual({ name: 'emu-alice.appkit.id', registered: true })

    // Another visit: the identity (GET identity/{address}) names the account.
    const next = await connectedKit()
    await expect
      .poll(() => next.kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name)
      .toBe('emu-alice.appkit.id')
  })

  it("a name already taken: the server's reason, back on RegisterAccountName", async () => {
    const { kit, controller } = await connectedKit()
    await controller.registration.register('emu-taken')
    kit.router.reset('RegisterAccountName')
    expect(await controller.registration.register('emu-taken')).toBe(false)
    const { error } = controller.registration.store.getState()
    expect(error).toBeTruthy()
    expect(error).not.toBe('Error registering name emu-taken.appkit.id')
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
  })
})
