import { AppKitError } from '@appkit/kernel'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMessageData } from '../message/createMessageData.js'
import { formatSiwxMessage } from '../message/formatSiwxMessage.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { eip155Verifier } from './eip155Verifier.js'
import { refusalReasonOf } from './siwxRefusal.js'
import { verifySiwxSession } from './verifySiwxSession.js'

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const now = Date.UTC(2025, 5, 1, 12)
const context = { domain: 'app.example', now, verifiers: [eip155Verifier()] }

async function signedSession(change: Partial<SiwxSession['data']> = {}): Promise<SiwxSession> {
  const data = {
    ...createMessageData({
      caipNetwork: { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' },
      address: account.address,
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'nonce12345',
      now,
      expiresInMs: 60_000,
    }),
    ...change,
  }
  const message = formatSiwxMessage(data)
  return { data, message, signature: await account.signMessage({ message }) }
}

async function reasonOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(AppKitError)
  return refusalReasonOf(error)
}

describe('verifySiwxSession', () => {
  it('accepts a session signed by its account, for this domain, within its time window', async () => {
    await expect(verifySiwxSession(await signedSession(), context)).resolves.toBeUndefined()
  })

  it('"domain … checked": refuses a message for another domain, even when correctly signed', async () => {
    const session = await signedSession({ domain: 'evil.example' })
    expect(await reasonOf(verifySiwxSession(session, context))).toBe('domain')
  })

  it('"expiry checked": refuses a session after its Expiration Time, and before its Not Before', async () => {
    const session = await signedSession()
    expect(await reasonOf(verifySiwxSession(session, { ...context, now: now + 60_000 }))).toBe(
      'expired',
    )
    const later = await signedSession({ notBefore: new Date(now + 1_000).toISOString() })
    expect(await reasonOf(verifySiwxSession(later, context))).toBe('not-yet-valid')
  })

  it('refuses a signature by another account, or of other data than the message shows', async () => {
    const session = await signedSession()
    const other = mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: 1,
    })
    const forged = { ...session, signature: await other.signMessage({ message: session.message }) }
    expect(await reasonOf(verifySiwxSession(forged, context))).toBe('signature')
    const swapped = { ...session, data: { ...session.data, nonce: 'another1234' } }
    expect(await reasonOf(verifySiwxSession(swapped, context))).toBe('malformed')
  })

  it('refuses a family it has no verifier for', async () => {
    const session = await signedSession()
    expect(await reasonOf(verifySiwxSession(session, { ...context, verifiers: [] }))).toBe(
      'unsupported-namespace',
    )
  })
})
