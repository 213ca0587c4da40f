import { AppKitError, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { AppKitProvider } from '@appkit/ui'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CONNECTOR_ID, createSiwxTestKit, hardhat } from '../testing/createSiwxTestKit.js'
import { type UseSignInResult, useSignIn } from './useSignIn.js'

function readHook(kit: Parameters<typeof AppKitProvider>[0]['kit']): UseSignInResult {
  const seen: { result?: UseSignInResult } = {}
  function Probe() {
    seen.result = useSignIn()
    return null
  }
  renderToString(
    <AppKitProvider kit={kit}>
      <Probe />
    </AppKitProvider>,
  )
  if (!seen.result) throw new Error('The hook did not render')
  return seen.result
}

describe('useSignIn', () => {
  it("without the plugin: off, and signIn rejects with 'SIWX is not enabled'", async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    const result = readHook(kit)
    expect(result).toMatchObject({
      isEnabled: false,
      isSignedIn: false,
      isRequired: false,
      status: 'idle',
    })
    const failure = await result.signIn().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppKitError)
    expect((failure as AppKitError).shortMessage).toBe('SIWX is not enabled')
  })

  it('with the plugin: the active session, and signIn signs the active account in', async () => {
    const { kit, controller } = createSiwxTestKit({ siwx: { required: true } })
    expect(readHook(kit)).toMatchObject({ isEnabled: true, isRequired: true, isSignedIn: false })
    await kit.connect(CONNECTOR_ID)
    const session = await readHook(kit).signIn()
    expect(readHook(kit)).toMatchObject({ isSignedIn: true, session, status: 'idle' })
    expect(controller.store.getState().session).toBe(session)
  })

  it('cancel and signOut through the hook: with sign-in required both end the connection, and the hook reads the new state', async () => {
    const { kit, controller } = createSiwxTestKit({
      siwx: { required: true, signOutOnDisconnect: false },
    })
    await kit.connect(CONNECTOR_ID)
    await readHook(kit).cancel()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    await kit.connect(CONNECTOR_ID)
    await readHook(kit).signIn()
    expect(readHook(kit).isSignedIn).toBe(true)
    await readHook(kit).signOut()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(readHook(kit)).toMatchObject({ isSignedIn: false, session: undefined })
    expect(controller.store.getState().session).toBeUndefined()
  })

  it("without the plugin, cancel and signOut reject with 'SIWX is not enabled' too", async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    const result = readHook(kit)
    await expect(result.cancel()).rejects.toThrow('SIWX is not enabled')
    await expect(result.signOut()).rejects.toThrow('SIWX is not enabled')
  })
})
