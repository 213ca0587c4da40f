import { describe, expect, it } from 'vitest'
import { createPairingStore } from './createPairingStore.js'

describe('createPairingStore', () => {
  it('starts idle, then pairing without a URI, then with the URI and its 4-minute expiry', () => {
    const pairing = createPairingStore()
    expect(pairing.getState()).toEqual({ status: 'idle' })
    pairing.begin()
    expect(pairing.getState()).toEqual({ status: 'pairing' })
    pairing.offer('wc:abc@2?relay-protocol=irn&symKey=1', 1_000)
    expect(pairing.getState()).toEqual({
      status: 'pairing',
      uri: 'wc:abc@2?relay-protocol=irn&symKey=1',
      expiresAt: 241_000,
    })
  })

  it('drops the URI on expiry, so no stale QR code stays on screen', () => {
    const pairing = createPairingStore()
    pairing.offer('wc:old', 0)
    pairing.expire()
    expect(pairing.getState()).toEqual({ status: 'expired' })
  })

  it('records a rejection and an error with its message, and resets to idle', () => {
    const pairing = createPairingStore()
    pairing.reject()
    expect(pairing.getState().status).toBe('rejected')
    pairing.fail('relay unreachable')
    expect(pairing.getState()).toEqual({ status: 'error', error: 'relay unreachable' })
    pairing.reset()
    expect(pairing.getState()).toEqual({ status: 'idle' })
  })

  it('notifies subscribers, and two stores share nothing', () => {
    const a = createPairingStore()
    const b = createPairingStore()
    const seen: string[] = []
    a.subscribe((state) => seen.push(state.status))
    a.begin()
    b.reject()
    expect(seen).toEqual(['pairing'])
    expect(b.getState().status).toBe('rejected')
    expect(a.getState().status).toBe('pairing')
  })
})
