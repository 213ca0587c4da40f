import { type RunningEmulator, startEmulator } from '@appkit/emulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSession, testAccount } from '../testing/signSession.js'
import { refusalReasonOf } from '../verify/siwxRefusal.js'
import { createServerSiwxStorage } from './createServerSiwxStorage.js'
import type { SiwxStorage } from './SiwxStorage.js'

let emulator: RunningEmulator
let server: SiwxStorage
const address = testAccount(7).address

/** The page the requests come from: the emulator takes sign-ins from loopback origins only. */
const PAGE_HOST = '127.0.0.1:5173'
/**
 * Node's fetch as a browser showing a page on http://127.0.0.1:5173 would send it: with the page's
 * Origin (the server checks the message domain against it) and the cookies the server set.
 */
function browserFetch(planted: Record<string, string> = {}): typeof fetch {
  const cookies = new Map<string, string>(Object.entries(planted))
  return async (input, init) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(input, {
      ...init,
      headers: {
        ...init?.headers,
        Origin: 'http://127.0.0.1:5173',
        ...(cookie ? { Cookie: cookie } : {}),
      },
    })
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const [name = '', value = ''] = pair.split('=', 2)
      cookies.set(name, value)
    }
    return response
  }
}

beforeAll(async () => {
  emulator = await startEmulator({
    apiPort: 0,
    chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }],
    stateFile: false,
    log: () => {},
  })
  server = serverStorageInANewBrowser()
}, 60_000)

function serverStorageInANewBrowser(planted: Record<string, string> = {}): SiwxStorage {
  return createServerSiwxStorage({
    url: `${emulator.urls.api}/auth/v1/`,
    domain: PAGE_HOST,
    fetch: browserFetch(planted),
  })
}

afterAll(async () => {
  await emulator?.stop()
})

describe('createServerSiwxStorage against the emulator’s auth service', () => {
  it('gets a nonce from the server, which verifies and keeps the session; it survives until signed out', async () => {
    const nonce = await server.getNonce!()
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const session = await signSession({ nonce, accountIndex: 7, domain: PAGE_HOST })
    await server.add(session)
    await expect(server.get('eip155:31337', address)).resolves.toEqual([session])
    await expect(server.get('eip155:1337', address)).resolves.toEqual([])
    await server.delete('eip155:31337', address)
    await expect(server.get('eip155:31337', address)).resolves.toEqual([])
  })

  it('a session is the signing browser’s (its HttpOnly cookie): another browser neither reads it nor signs it out', async () => {
    const session = await signSession({
      nonce: await server.getNonce!(),
      accountIndex: 7,
      domain: PAGE_HOST,
    })
    await server.add(session)
    const otherBrowser = serverStorageInANewBrowser()
    await expect(otherBrowser.get('eip155:31337', address)).resolves.toEqual([])
    await otherBrowser.delete('eip155:31337', address)
    await expect(server.get('eip155:31337', address)).resolves.toEqual([session])
    await server.delete('eip155:31337', address)
    await expect(server.get('eip155:31337', address)).resolves.toEqual([])
  })

  it('a session cookie the server never issued (planted: session fixation) owns nothing: signing in gets a fresh one', async () => {
    const planted = { appkit_siwx: 'p'.repeat(43) }
    const victim = serverStorageInANewBrowser(planted)
    const session = await signSession({
      nonce: await victim.getNonce!(),
      accountIndex: 7,
      domain: PAGE_HOST,
    })
    await victim.add(session)
    await expect(victim.get('eip155:31337', address)).resolves.toEqual([session])
    const attacker = serverStorageInANewBrowser(planted)
    await expect(attacker.get('eip155:31337', address)).resolves.toEqual([])
    await victim.delete('eip155:31337', address)
  })

  it('"nonce single-use": the server refuses a replayed session, with the reason', async () => {
    const session = await signSession({
      nonce: await server.getNonce!(),
      accountIndex: 7,
      domain: PAGE_HOST,
    })
    await server.add(session)
    const replay = await server.add(session).catch((error: unknown) => error)
    expect(refusalReasonOf(replay)).toBe('nonce')
    await server.delete('eip155:31337', address)
  })

  it('"domain checked": the server refuses a message for another domain than the requesting page', async () => {
    const session = await signSession({
      nonce: await server.getNonce!(),
      accountIndex: 7,
      domain: 'evil.example',
    })
    const refused = await server.add(session).catch((error: unknown) => error)
    expect(refusalReasonOf(refused)).toBe('domain')
    await expect(server.get('eip155:31337', address)).resolves.toEqual([])
  })

  it('"expiry checked": an expired message is refused', async () => {
    const session = await signSession({
      nonce: await server.getNonce!(),
      accountIndex: 7,
      domain: PAGE_HOST,
      now: Date.now() - 120_000,
      expiresInMs: 60_000,
    })
    expect(refusalReasonOf(await server.add(session).catch((error: unknown) => error))).toBe(
      'expired',
    )
  })
})
