import {
  type AppKit,
  AppKitError,
  createStore,
  SIGN_IN,
  type SignIn,
  type SignInState,
} from '@appkit/kernel'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.js'
import { createTestKit } from '../testing/createTestKit.js'
import { readHookOnServer } from '../testing/readHookOnServer.js'
import { type UseSignInResult, useSignIn } from './useSignIn.js'

/** TEST DOUBLE: a sign-in plugin (as siwx provides SIGN_IN), whose wallet signs or refuses. */
function withSignIn(kit: AppKit, options: { refuse?: boolean } = {}) {
  const store = createStore<SignInState>({ status: 'idle', session: undefined, error: undefined })
  const service: SignIn = {
    store,
    async signIn() {
      store.setState({ status: 'signing', error: undefined })
      if (options.refuse) {
        store.setState({ status: 'error', error: 'Error signing message' })
        throw new AppKitError('Error signing message', { category: 'PROVIDER_ERROR' })
      }
      const session = { address: '0xabc', signature: '0x01' }
      store.setState({ status: 'idle', session })
      return session
    },
    async signOut() {
      store.setState({ session: undefined })
    },
  }
  kit.use({ name: 'test:sign-in', setup: (context) => context.register.service(SIGN_IN, service) })
  return service
}

function readSignIn(kit: AppKit): UseSignInResult {
  return readHookOnServer(kit, () => useSignIn())
}

describe('useSignIn (headless)', () => {
  it("without the siwx plugin: not available, and a clear error at once ('Sign-in is not set up'); signIn settles with nothing", async () => {
    const result = readSignIn(createTestKit())
    expect(result).toMatchObject({ available: false, status: 'idle', session: undefined })
    expect(result.error).toBeInstanceOf(AppKitError)
    expect(result.error).toMatchObject({
      shortMessage: 'Sign-in is not set up',
      category: 'CONFIGURATION_ERROR',
      code: 'SIGN_IN_MISSING',
    })
    expect(result.error?.details).toContain('siwx()')
    await expect(result.signIn()).resolves.toBeUndefined()
  })

  it('with a sign-in plugin: signIn settles with the session, which the hook then reads', async () => {
    const kit = createTestKit()
    withSignIn(kit)
    const before = readSignIn(kit)
    expect(before).toMatchObject({ available: true, status: 'idle', error: undefined })
    const session = await before.signIn()
    expect(session).toEqual({ address: '0xabc', signature: '0x01' })
    expect(readSignIn(kit)).toMatchObject({ status: 'idle', session, error: undefined })
    await readSignIn(kit).signOut()
    expect(readSignIn(kit).session).toBeUndefined()
  })

  it("a refused signature: signIn settles with nothing (no rejection), and error says 'Error signing message'", async () => {
    const kit = createTestKit()
    withSignIn(kit, { refuse: true })
    await expect(readSignIn(kit).signIn()).resolves.toBeUndefined()
    const after = readSignIn(kit)
    expect(after.status).toBe('error')
    expect(after.error?.shortMessage).toBe('Error signing message')
  })

  it('two kits on one page: each hook reads its own kit’s sign-in', () => {
    const signedIn = createTestKit()
    const service = withSignIn(signedIn)
    void service.signIn()
    const seen: boolean[] = []
    function Probe() {
      seen.push(useSignIn().available)
      return null
    }
    renderToString(
      <>
        <AppKitProvider kit={signedIn}>
          <Probe />
        </AppKitProvider>
        <AppKitProvider kit={createTestKit()}>
          <Probe />
        </AppKitProvider>
      </>,
    )
    expect(seen).toEqual([true, false])
  })
})
