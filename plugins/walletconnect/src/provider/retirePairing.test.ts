import { describe, expect, it } from 'vitest'
import { createFakeUniversalProvider } from '../testing/createFakeUniversalProvider.js'
import { pairingTopicOf, retirePairing } from './retirePairing.js'

const TOPIC = 'ab'.repeat(32)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${'5'.repeat(64)}&expiryTimestamp=1`

describe('retirePairing', () => {
  it('reads the pairing topic of a wc: URI, and nothing from anything else', () => {
    expect(pairingTopicOf(URI)).toBe(TOPIC)
    expect(pairingTopicOf('wc:short@2?symKey=1')).toBeUndefined()
    expect(pairingTopicOf(undefined)).toBeUndefined()
  })

  it("ends the URI's pairing in the library, and never fails", async () => {
    const fake = createFakeUniversalProvider()
    await retirePairing(fake, URI)
    expect(fake.retiredPairings).toEqual([TOPIC])
    fake.client.core.pairing.disconnect = () => Promise.reject(new Error('No matching key'))
    await expect(retirePairing(fake, URI)).resolves.toBeUndefined()
    await retirePairing(fake, undefined)
  })
})
