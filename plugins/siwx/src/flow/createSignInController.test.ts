import { AppKitError, createAppKit, RequestAbortedError } from '@appkit/kernel'
import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { SIWX_VIEW } from '../SIWX_TEXTS.js'
import { siwx } from '../siwx.js'
import { SIWX_SESSIONS_KEY } from '../storage/createLocalSiwxStorage.js'
import type { SiwxStorage } from '../storage/SiwxStorage.js'
import {
  CONNECTOR_ID,
  createSiwxTestKit,
  hardhat,
  localhost,
} from '../testing/createSiwxTestKit.js'
import { SIWX_SERVICE } from './SiwxController.js'

/** Waits for the plugin's deferred check to have run. */
async function settled(controller: { refresh(): Promise<void> }) {
  await controller.refresh()
}

function storedSessions(storage: ReturnType<typeof createMemoryStorage>) {
  return createStorage({ adapter: storage }).get(SIWX_SESSIONS_KEY) ?? []
}

describe('siwx flow: opening the sign-in view (spec §4)', () => {
  it('"after connection, if sign-in is enabled, the network is supported and no session exists, the sign-in view opens"', async () => {
    const { kit, router } = createSiwxTestKit()
    kit.open({ view: 'ConnectingExternal' })
    await kit.connect(CONNECTOR_ID)
    // Already there when connect resolves: the connecting view never closes the modal first.
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
    expect(router().history).toHaveLength(1)
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: false,
    })
  })

  it('does not open when the account already has a session on the network (a returning visitor)', async () => {
    const first = createSiwxTestKit({ siwx: { signOutOnDisconnect: false } })
    await first.kit.connect(CONNECTOR_ID)
    await first.controller.signIn()
    await first.kit.disconnect()
    first.kit.close()
    await first.kit.connect(CONNECTOR_ID)
    await settled(first.controller)
    expect(first.router().open).toBe(false)
    expect(first.kit.openingInputs.store.getState().hasSessions).toBe(true)
    expect(first.controller.store.getState().session?.data.chainId).toBe('eip155:31337')
  })

  it('does not open on a network the app does not configure ("the network is supported")', async () => {
    const { kit, wallet, controller, router } = createSiwxTestKit()
    wallet.network = { ...hardhat, id: 999, caipNetworkId: 'eip155:999', name: 'Elsewhere' }
    await kit.connect(CONNECTOR_ID)
    await settled(controller)
    expect(router().view).not.toBe(SIWX_VIEW)
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: false,
    })
  })

  it('does not open for a family without a verifier', async () => {
    const { kit, controller, router } = createSiwxTestKit({ siwx: { verifiers: [] } })
    await kit.connect(CONNECTOR_ID)
    await settled(controller)
    expect(router().open).toBe(false)
  })

  it('asks again after a switch to a network without a session', async () => {
    const { kit, controller, router } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    expect(router().open).toBe(false)
    await kit.switchNetwork(localhost)
    await settled(controller)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
    expect(kit.openingInputs.store.getState().hasSessions).toBe(false)
  })

  it('asks again when the wallet moves to another account', async () => {
    const { kit, wallet, controller, router } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    const other = createSiwxTestKit({ accountIndex: 1 }).wallet.account.address
    wallet.events?.accountsChanged(CONNECTOR_ID, [{ address: other, type: 'eoa' }])
    await settled(controller)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
  })
})

describe('siwx flow: signing (spec §4)', () => {
  it('"Success adds a session and closes the modal": an EIP-4361 message for this site, verified and stored', async () => {
    const { kit, wallet, storage, controller, router } = createSiwxTestKit({
      siwx: { statement: 'Sign in to the test app', expiresInMs: 3_600_000 },
    })
    await kit.connect(CONNECTOR_ID)
    const session = await controller.signIn()
    expect(router().open).toBe(false)
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: true,
    })
    expect(controller.store.getState()).toMatchObject({ status: 'idle', session, error: undefined })
    expect(storedSessions(storage)).toEqual([session])
    expect(wallet.signed).toEqual([session.message])
    const parsed = parseSiweMessage(session.message)
    expect(parsed).toMatchObject({
      domain: 'app.example',
      address: wallet.account.address,
      statement: 'Sign in to the test app',
      uri: 'https://app.example',
      version: '1',
      chainId: 31337,
      nonce: session.data.nonce,
    })
    expect(parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()).toBe(3_600_000)
  })

  it('spec §3 Not Before and Request ID: the app sets them, and the signed EIP-4361 message carries them', async () => {
    let requests = 0
    const { kit, controller } = createSiwxTestKit({
      siwx: {
        notBefore: (issuedAt) => new Date(issuedAt - 60_000),
        requestId: () => `request-${++requests}`,
      },
    })
    await kit.connect(CONNECTOR_ID)
    const session = await controller.signIn()
    const parsed = parseSiweMessage(session.message)
    expect(parsed.requestId).toBe('request-1')
    expect(parsed.notBefore!.getTime()).toBe(parsed.issuedAt!.getTime() - 60_000)
    expect(session.data).toMatchObject({
      requestId: 'request-1',
      notBefore: parsed.notBefore!.toISOString(),
    })
  })

  it('spec §3 Not Before and Request ID also take fixed values', async () => {
    const notBefore = new Date(Date.UTC(2024, 0, 1))
    const { kit, controller } = createSiwxTestKit({
      siwx: { notBefore, requestId: 'login-42' },
    })
    await kit.connect(CONNECTOR_ID)
    const parsed = parseSiweMessage((await controller.signIn()).message)
    expect(parsed).toMatchObject({ notBefore, requestId: 'login-42' })
  })

  it('"Failure reopens the sign-in view" and says \'Error signing message\'', async () => {
    const { kit, wallet, controller, router } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    kit.close()
    expect(router().open).toBe(false)
    wallet.rejectSigning = true
    const failure = await controller.signIn().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppKitError)
    expect((failure as AppKitError).shortMessage).toBe('Error signing message')
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
    expect(controller.store.getState()).toMatchObject({
      status: 'error',
      error: 'Error signing message',
    })
    // The next attempt clears the error.
    wallet.rejectSigning = false
    await controller.signIn()
    expect(controller.store.getState()).toMatchObject({ status: 'idle', error: undefined })
  })

  it("refuses to sign without a connected account: 'No ActiveCaipAddress found'", async () => {
    const { controller } = createSiwxTestKit()
    await expect(controller.signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })

  it("refuses to sign without the family's adapter: 'No ActiveCaipNetwork or client found'", async () => {
    const { kit, controller, unregisterAdapter } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    unregisterAdapter()
    await expect(controller.signIn()).rejects.toThrow('No ActiveCaipNetwork or client found')
  })

  it("spec §8 sign-in: refuses to sign when the connected wallet's connector is gone: 'No ConnectionController client found'", async () => {
    const { kit, controller, wallet } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    kit.registry.removeConnector(CONNECTOR_ID)
    await expect(controller.signIn()).rejects.toThrow('No ConnectionController client found')
    expect(wallet.signed).toEqual([])
  })

  it("spec §8 reported once: a failed sign-in reaches errorReported once (the signature's report), not again as 'signIn'", async () => {
    const { kit, controller, wallet } = createSiwxTestKit()
    const reports: (string | undefined)[] = []
    kit.hooks.errorReported.tap('test', ({ report }) => {
      reports.push(report.flow)
    })
    await kit.connect(CONNECTOR_ID)
    wallet.rejectSigning = true
    await expect(controller.signIn()).rejects.toThrow('Error signing message')
    kit.registry.removeConnector(CONNECTOR_ID)
    await expect(controller.signIn()).rejects.toThrow('No ConnectionController client found')
    await vi.waitFor(() => expect(reports).toEqual(['sign', 'signIn']))
  })

  it("a message the storage refuses for its times shows the 'Session Expired' alert", async () => {
    // The page's clock is a day behind: the message has already expired for the storage.
    const now = Date.now()
    const { kit, controller } = createSiwxTestKit({
      siwx: { now: () => now - 86_400_000, expiresInMs: 60_000 },
    })
    await kit.connect(CONNECTOR_ID)
    // Local storage uses the real clock: the message expired a day ago.
    await expect(controller.signIn()).rejects.toThrow('Error signing message')
    expect(kit.alerts.store.getState().alerts.map((alert) => alert.shortMessage)).toContain(
      'Session Expired',
    )
  })
})

describe('siwx flow: cancel and close (spec §2, §4)', () => {
  it('"If required and cancelled: … else disconnect": no session anywhere, so the wallet is disconnected', async () => {
    const { kit, controller, router } = createSiwxTestKit({ siwx: { required: true } })
    await kit.connect(CONNECTOR_ID)
    expect(router().view).toBe(SIWX_VIEW)
    await controller.cancel()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(router().open).toBe(false)
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: false,
    })
  })

  it('"If required and cancelled: switch back to the last signed network when a session exists"', async () => {
    const { kit, wallet, controller, router } = createSiwxTestKit({ siwx: { required: true } })
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    await kit.switchNetwork(localhost)
    await settled(controller)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
    await controller.cancel()
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(wallet.network.caipNetworkId).toBe('eip155:31337')
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connected')
    expect(router().open).toBe(false)
    await settled(controller)
    expect(router().open).toBe(false)
  })

  it('"If required and cancelled: switch back … else disconnect": when switching back fails, the wallet is disconnected', async () => {
    const { kit, wallet, controller, router } = createSiwxTestKit({
      siwx: { required: true, signOutOnDisconnect: false },
    })
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    await kit.switchNetwork(localhost)
    await settled(controller)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
    wallet.refuseSwitch = true
    await controller.cancel()
    expect(wallet.network.caipNetworkId).toBe('eip155:1337')
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(router().open).toBe(false)
  })

  it('optional sign-in: cancel only closes the modal, the wallet stays connected', async () => {
    const { kit, controller, router } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    await controller.cancel()
    expect(router().open).toBe(false)
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connected')
  })

  it('"Closing is disabled on the sign … view while sign-in is required and no sessions exist"', async () => {
    const { kit, controller, router } = createSiwxTestKit({ siwx: { required: true } })
    await kit.connect(CONNECTOR_ID)
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: true,
      hasSessions: false,
    })
    expect(kit.close()).toBe(false)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW, shake: true })
    await controller.signIn()
    expect(router().open).toBe(false)
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: true,
      hasSessions: true,
    })
  })

  it('optional sign-in: the sign view closes like any other', async () => {
    const { kit, router } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    expect(kit.close()).toBe(true)
    expect(router().open).toBe(false)
  })
})

/** Holds the wallet's signatures until `approve()`: the user is still looking at the wallet. */
function holdSignatures(wallet: { answer: Promise<void> | undefined }) {
  let approve = () => {}
  wallet.answer = new Promise<void>((resolve) => {
    approve = resolve
  })
  return () => {
    wallet.answer = undefined
    approve()
  }
}

describe('siwx flow: signOut()', () => {
  it('with sign-in required, signing out disconnects: "a required sign-in cannot be left unsigned while connected"', async () => {
    const { kit, storage, controller } = createSiwxTestKit({
      siwx: { required: true, signOutOnDisconnect: false },
    })
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    await controller.signOut()
    expect(storedSessions(storage)).toEqual([])
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(controller.store.getState().session).toBeUndefined()
  })

  it('with sign-in optional, signing out keeps the wallet connected and asks to sign again', async () => {
    const { kit, storage, controller, router } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    await controller.signOut()
    expect(storedSessions(storage)).toEqual([])
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connected')
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: false,
    })
    await settled(controller)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
  })
})

describe('siwx flow: a signature that arrives after cancel or disconnect', () => {
  it('"If required and cancelled … disconnect": a signature approved after Cancel does not sign the user in', async () => {
    const { kit, wallet, storage, controller, router } = createSiwxTestKit({
      siwx: { required: true, signOutOnDisconnect: false },
    })
    await kit.connect(CONNECTOR_ID)
    const approve = holdSignatures(wallet)
    const signing = controller.signIn()
    await vi.waitFor(() => expect(controller.store.getState().status).toBe('signing'))
    await controller.cancel()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    approve()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(storedSessions(storage)).toEqual([])
    expect(controller.store.getState()).toMatchObject({ status: 'idle', session: undefined })
    await kit.connect(CONNECTOR_ID)
    await settled(controller)
    expect(router()).toMatchObject({ open: true, view: SIWX_VIEW })
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: true,
      hasSessions: false,
    })
  })

  it('a signature approved after the wallet disconnected is not stored', async () => {
    const { kit, wallet, storage, controller } = createSiwxTestKit({
      siwx: { signOutOnDisconnect: false },
    })
    await kit.connect(CONNECTOR_ID)
    const approve = holdSignatures(wallet)
    const signing = controller.signIn()
    await vi.waitFor(() => expect(wallet.answer).toBeDefined())
    await kit.disconnect()
    approve()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(storedSessions(storage)).toEqual([])
  })

  it('an attempt cancelled while its session was being stored takes it back out, but not the session a newer attempt stored meanwhile', async () => {
    const storage = slowFirstAddStorage()
    const { kit, controller } = createSiwxTestKit({ siwx: { storage } })
    await kit.connect(CONNECTOR_ID)
    const stale = controller.signIn()
    // The first session is on its way to the (slow) storage when the user cancels and signs again.
    await vi.waitFor(() => expect(storage.adds()).toBe(1))
    await controller.cancel()
    const fresh = await controller.signIn()
    storage.releaseFirstAdd()
    await expect(stale).rejects.toBeInstanceOf(RequestAbortedError)
    expect(storage.sessions).toContainEqual(fresh)
    expect(controller.store.getState().session).toEqual(fresh)
  })

  it('an attempt cancelled while its session was being stored, with no newer one, leaves no session', async () => {
    const storage = slowFirstAddStorage()
    const { kit, controller } = createSiwxTestKit({ siwx: { storage } })
    await kit.connect(CONNECTOR_ID)
    const stale = controller.signIn()
    await vi.waitFor(() => expect(storage.adds()).toBe(1))
    await controller.cancel()
    storage.releaseFirstAdd()
    await expect(stale).rejects.toBeInstanceOf(RequestAbortedError)
    expect(storage.sessions).toEqual([])
  })

  it('after an optional Cancel, Sign starts a fresh attempt that signs in', async () => {
    const { kit, wallet, storage, controller } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    const approve = holdSignatures(wallet)
    const stale = controller.signIn()
    await controller.cancel()
    approve()
    await expect(stale).rejects.toBeInstanceOf(RequestAbortedError)
    const session = await controller.signIn()
    expect(storedSessions(storage)).toEqual([session])
    expect(controller.store.getState().session).toEqual(session)
  })
})

/**
 * TEST DOUBLE: sessions in a list, whose first add waits for `releaseFirstAdd` (a slow server).
 */
function slowFirstAddStorage(): SiwxStorage & {
  sessions: SiwxSession[]
  adds(): number
  releaseFirstAdd(): void
} {
  let release = () => {}
  const firstAdd = new Promise<void>((resolve) => {
    release = resolve
  })
  let adds = 0
  const sessions: SiwxSession[] = []
  return {
    sessions,
    adds: () => adds,
    releaseFirstAdd: () => release(),
    async add(session) {
      if (adds++ === 0) await firstAdd
      sessions.push(session)
    },
    async get(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    async delete(chainId, address) {
      const kept = sessions.filter(
        (s) => s.data.chainId !== chainId || s.data.accountAddress !== address,
      )
      sessions.splice(0, sessions.length, ...kept)
    },
  }
}

describe('siwx flow: sessions over time and disconnect (spec §4, §9)', () => {
  it('"Sign-in-with-anything signs out on disconnect by default"', async () => {
    const { kit, storage, controller } = createSiwxTestKit()
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    expect(storedSessions(storage)).toHaveLength(1)
    await kit.disconnect()
    await vi.waitFor(() => expect(storedSessions(storage)).toEqual([]))
    expect(kit.openingInputs.store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: false,
    })
    expect(controller.store.getState().session).toBeUndefined()
  })

  it('keeps the session on disconnect with signOutOnDisconnect: false', async () => {
    const { kit, storage, controller } = createSiwxTestKit({ siwx: { signOutOnDisconnect: false } })
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    await kit.disconnect()
    await settled(controller)
    expect(storedSessions(storage)).toHaveLength(1)
  })

  it('an expired session asks again: the sign view opens when the session expires', async () => {
    const { kit, controller, router } = createSiwxTestKit({ siwx: { expiresInMs: 300 } })
    await kit.connect(CONNECTOR_ID)
    await controller.signIn()
    expect(router().open).toBe(false)
    await vi.waitFor(() => expect(router()).toMatchObject({ open: true, view: SIWX_VIEW }), {
      timeout: 2_000,
    })
    expect(kit.openingInputs.store.getState().hasSessions).toBe(false)
    expect(controller.store.getState().session).toBeUndefined()
  })

  it('a disconnect while the sign view shows closes it', async () => {
    const { kit, controller, router } = createSiwxTestKit({ siwx: { required: true } })
    await kit.connect(CONNECTOR_ID)
    await settled(controller)
    expect(router().view).toBe(SIWX_VIEW)
    await kit.disconnect()
    expect(router().open).toBe(false)
  })
})

describe('siwx plugin', () => {
  it("refuses a kit that also has siweConfig: 'cannot set both siweConfig and siwx options'", () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      pluginOptions: { siweConfig: {} },
    })
    expect(() => kit.use(siwx({ domain: 'app.example' }))).toThrow(
      'cannot set both siweConfig and siwx options',
    )
  })

  it("takes its options from createAppKit's pluginOptions too, the factory's winning", () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      pluginOptions: { siwx: { domain: 'app.example', required: true } },
    })
    kit.use(siwx())
    expect(kit.services.get(SIWX_SERVICE)?.required).toBe(true)
    const other = createAppKit({
      projectId: 'p',
      networks: [hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      pluginOptions: { siwx: { domain: 'app.example', required: true } },
    })
    other.use(siwx({ required: false }))
    expect(other.services.get(SIWX_SERVICE)?.required).toBe(false)
  })

  it('two kits share nothing: a session in one is not seen by the other', async () => {
    const a = createSiwxTestKit()
    const b = createSiwxTestKit()
    await a.kit.connect(CONNECTOR_ID)
    await a.controller.signIn()
    await b.kit.connect(CONNECTOR_ID)
    await settled(b.controller)
    expect(b.router()).toMatchObject({ open: true, view: SIWX_VIEW })
    expect(b.controller.store.getState().session).toBeUndefined()
  })

  it('registers the sign-in view lazily and withdraws everything on destroy', async () => {
    const { kit } = createSiwxTestKit()
    expect(kit.router.hasView(SIWX_VIEW)).toBe(true)
    kit.destroy()
    expect(kit.router.hasView(SIWX_VIEW)).toBe(false)
    expect(kit.services.get({ name: 'appkit:siwx' })).toBeUndefined()
  })
})
