import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HardhatNode } from '../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../defaults.js'
import { startTestNode } from '../testing/startTestNode.js'
import type { AuthSession } from './AuthSession.js'
import { type AuthService, createAuthService } from './createAuthService.js'

const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 3 })
const domain = '127.0.0.1:5173'
let node: HardhatNode
const clock = { now: Date.UTC(2025, 0, 1) }
/** The signing browser's session token (the auth routes keep it in a cookie). */
const browser = 'browser-a'

beforeAll(async () => {
  node = await startTestNode(5)
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

function service(): AuthService {
  return createAuthService({ rpcUrls: new Map([['31337', node.rpcUrl]]), now: () => clock.now })
}

async function session(
  nonce: string,
  change: { domain?: string; expiresInMs?: number; chainId?: number } = {},
): Promise<AuthSession> {
  const issuedAt = new Date(clock.now)
  const fields = {
    domain: change.domain ?? domain,
    address: account.address,
    uri: `http://${change.domain ?? domain}`,
    version: '1' as const,
    chainId: change.chainId ?? 31337,
    nonce,
    issuedAt,
    expirationTime: new Date(clock.now + (change.expiresInMs ?? 60_000)),
  }
  const message = createSiweMessage(fields)
  return {
    data: {
      accountAddress: account.address,
      chainId: `eip155:${fields.chainId}`,
      domain: fields.domain,
      nonce,
      uri: fields.uri,
      version: '1',
      issuedAt: issuedAt.toISOString(),
      expirationTime: fields.expirationTime.toISOString(),
    },
    message,
    signature: await account.signMessage({ message }),
  }
}

describe('createAuthService (the emulator’s sign-in server)', () => {
  it('keeps a session signed with a nonce it issued, for the requesting domain, and returns it until it expires', async () => {
    const auth = service()
    const signed = await session(auth.nonces.issue())
    await expect(auth.signIn(signed, domain, browser)).resolves.toBeUndefined()
    expect(auth.sessions.get(browser, 'eip155:31337', account.address.toLowerCase())).toEqual([
      signed,
    ])
    clock.now += 60_000
    expect(auth.sessions.get(browser, 'eip155:31337', account.address)).toEqual([])
  })

  it('keeps a session for the browser that signed in: another browser neither reads nor ends it', async () => {
    const auth = service()
    const signed = await session(auth.nonces.issue())
    await auth.signIn(signed, domain, browser)
    expect(auth.sessions.get('browser-b', 'eip155:31337', account.address)).toEqual([])
    auth.sessions.delete('browser-b', 'eip155:31337', account.address)
    expect(auth.sessions.get(browser, 'eip155:31337', account.address)).toEqual([signed])
    auth.sessions.delete(browser, 'eip155:31337', account.address)
    expect(auth.sessions.get(browser, 'eip155:31337', account.address)).toEqual([])
  })

  it('refuses a replayed nonce, and a nonce it never issued', async () => {
    const auth = service()
    const signed = await session(auth.nonces.issue())
    await auth.signIn(signed, domain, browser)
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({ reason: 'nonce' })
    await expect(
      auth.signIn(await session('madeUpNonce1'), domain, browser),
    ).resolves.toMatchObject({
      reason: 'nonce',
    })
  })

  it('refuses a message for another domain than the requesting site', async () => {
    const auth = service()
    const signed = await session(auth.nonces.issue(), { domain: 'evil.example' })
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({ reason: 'domain' })
  })

  it('refuses an expired message, a forged signature, and data that differs from the message', async () => {
    const auth = service()
    const expired = await session(auth.nonces.issue(), { expiresInMs: -1 })
    await expect(auth.signIn(expired, domain, browser)).resolves.toMatchObject({
      reason: 'expired',
    })
    const signed = await session(auth.nonces.issue())
    const other = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 4 })
    const forged = { ...signed, signature: await other.signMessage({ message: signed.message }) }
    await expect(auth.signIn(forged, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    const mismatched = await session(auth.nonces.issue())
    mismatched.data = { ...mismatched.data, chainId: 'eip155:1337' }
    await expect(auth.signIn(mismatched, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    expect(auth.sessions.list()).toEqual([])
  })

  it('refuses data that is not exactly the signed message (an expiry left out, another uri), and keeps nothing', async () => {
    const auth = service()
    const withoutExpiry = await session(auth.nonces.issue())
    const { expirationTime: _left, ...rest } = withoutExpiry.data
    withoutExpiry.data = rest
    await expect(auth.signIn(withoutExpiry, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    const otherUri = await session(auth.nonces.issue())
    otherUri.data = { ...otherUri.data, uri: 'http://127.0.0.1:5173/elsewhere' }
    await expect(auth.signIn(otherUri, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    expect(auth.sessions.list()).toEqual([])
  })

  it('keeps only the message fields of the data, not whatever else the body carries', async () => {
    const auth = service()
    const signed = await session(auth.nonces.issue())
    const padded = { ...signed, data: { ...signed.data, role: 'admin' } }
    await expect(auth.signIn(padded, domain, browser)).resolves.toBeUndefined()
    expect(auth.sessions.list()).toEqual([signed])
  })

  it('verifies eip155 only', async () => {
    const auth = service()
    const signed = await session(auth.nonces.issue())
    signed.data = { ...signed.data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({
      reason: 'unsupported-namespace',
    })
  })
})
