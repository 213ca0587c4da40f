import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { signSession, testAccount } from '../testing/signSession.js'
import { eip155Verifier } from '../verify/eip155Verifier.js'
import { refusalReasonOf } from '../verify/siwxRefusal.js'
import { createLocalSiwxStorage, SIWX_SESSIONS_KEY } from './createLocalSiwxStorage.js'

function setup(start = Date.UTC(2025, 0, 1)) {
  const clock = { now: start }
  const storage = createStorage({ adapter: createMemoryStorage() })
  const sessions = createLocalSiwxStorage({
    storage,
    verifiers: [eip155Verifier()],
    domain: 'app.example',
    now: () => clock.now,
  })
  return { clock, storage, sessions }
}

const address = testAccount(0).address

describe('createLocalSiwxStorage', () => {
  it('keeps a verified session in the kit storage and finds it by network and address (any case)', async () => {
    const { clock, storage, sessions } = setup()
    const session = await signSession({ nonce: await sessions.getNonce!(), now: clock.now })
    await sessions.add(session)
    expect(storage.get(SIWX_SESSIONS_KEY)).toEqual([session])
    await expect(sessions.get('eip155:31337', address.toLowerCase())).resolves.toEqual([session])
    await expect(sessions.get('eip155:1337', address)).resolves.toEqual([])
  })

  it('"nonce single-use": a replayed session, or a nonce this storage did not issue, is refused', async () => {
    const { clock, sessions } = setup()
    const session = await signSession({ nonce: await sessions.getNonce!(), now: clock.now })
    await sessions.add(session)
    expect(refusalReasonOf(await sessions.add(session).catch((e: unknown) => e))).toBe('nonce')
    const invented = await signSession({ nonce: 'inventedNonce1', now: clock.now })
    expect(refusalReasonOf(await sessions.add(invented).catch((e: unknown) => e))).toBe('nonce')
  })

  it('"domain checked": a message for another domain is refused and not kept', async () => {
    const { clock, storage, sessions } = setup()
    const session = await signSession({
      nonce: await sessions.getNonce!(),
      domain: 'evil.example',
      now: clock.now,
    })
    expect(refusalReasonOf(await sessions.add(session).catch((e: unknown) => e))).toBe('domain')
    expect(storage.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })

  it('refuses a session whose signature is not the account’s', async () => {
    const { clock, sessions } = setup()
    const session = await signSession({ nonce: await sessions.getNonce!(), now: clock.now })
    const forged = {
      ...session,
      signature: await testAccount(1).signMessage({ message: session.message }),
    }
    expect(refusalReasonOf(await sessions.add(forged).catch((e: unknown) => e))).toBe('signature')
  })

  it('"expiry checked": an expired session is no longer returned, and is dropped from storage', async () => {
    const { clock, storage, sessions } = setup()
    const session = await signSession({
      nonce: await sessions.getNonce!(),
      now: clock.now,
      expiresInMs: 60_000,
    })
    await sessions.add(session)
    clock.now += 59_999
    await expect(sessions.get('eip155:31337', address)).resolves.toHaveLength(1)
    clock.now += 1
    await expect(sessions.get('eip155:31337', address)).resolves.toEqual([])
    expect(storage.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })

  it('keeps one session per account and network (a new sign-in replaces the old one)', async () => {
    const { clock, sessions } = setup()
    await sessions.add(await signSession({ nonce: await sessions.getNonce!(), now: clock.now }))
    clock.now += 1000
    const newer = await signSession({ nonce: await sessions.getNonce!(), now: clock.now })
    await sessions.add(newer)
    await expect(sessions.get('eip155:31337', address)).resolves.toEqual([newer])
  })

  it('delete signs one account out of one network and leaves the others', async () => {
    const { clock, sessions } = setup()
    const a = await signSession({ nonce: await sessions.getNonce!(), now: clock.now })
    const b = await signSession({
      nonce: await sessions.getNonce!(),
      now: clock.now,
      chainId: 'eip155:1337',
    })
    await sessions.add(a)
    await sessions.add(b)
    await sessions.delete('eip155:31337', address)
    await expect(sessions.get('eip155:31337', address)).resolves.toEqual([])
    await expect(sessions.get('eip155:1337', address)).resolves.toEqual([b])
  })
})
