import { describe, expect, it } from 'vitest'
import { isPairingUri, pairingUriFromSearch } from './pairingUriFromSearch.js'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1700000000`

describe('pairingUriFromSearch', () => {
  it('reads the encoded wc: URI of a deep link /wallet?uri=<encoded>', () => {
    expect(pairingUriFromSearch(`?uri=${encodeURIComponent(uri)}`)).toBe(uri)
  })

  it('reads it among other parameters, in any order', () => {
    expect(pairingUriFromSearch(`?from=appkit&uri=${encodeURIComponent(uri)}&x=1`)).toBe(uri)
  })

  it('decodes a URI encoded twice', () => {
    expect(pairingUriFromSearch(`?uri=${encodeURIComponent(encodeURIComponent(uri))}`)).toBe(uri)
  })

  it('reads an unencoded URI whole, although its & split the query', () => {
    expect(pairingUriFromSearch(`?uri=${uri}`)).toBe(uri)
  })

  it('gives undefined without a uri parameter or for anything but a pairing URI', () => {
    expect(pairingUriFromSearch('')).toBeUndefined()
    expect(pairingUriFromSearch('?foo=bar')).toBeUndefined()
    expect(pairingUriFromSearch('?uri=https%3A%2F%2Fevil.example')).toBeUndefined()
    expect(pairingUriFromSearch('?uri=%E0%A4%A')).toBeUndefined()
  })
})

describe('isPairingUri', () => {
  it('accepts a v2 URI with a 64-hex topic and symKey', () => {
    expect(isPairingUri(uri)).toBe(true)
    expect(isPairingUri(`wc:${topic}@2?symKey=${symKey}`)).toBe(true)
  })

  it('rejects v1 URIs, short topics and URIs without a symKey', () => {
    expect(isPairingUri(`wc:${topic}@1?bridge=x&key=${symKey}`)).toBe(false)
    expect(isPairingUri(`wc:abc@2?relay-protocol=irn&symKey=${symKey}`)).toBe(false)
    expect(isPairingUri(`wc:${topic}@2?relay-protocol=irn`)).toBe(false)
    expect(isPairingUri(` ${uri}`)).toBe(false)
  })
})
