import { describe, expect, it } from 'vitest'
import { createNameRegistrationMessage } from './createNameRegistrationMessage.js'

describe("spec §7 'message is signed JSON text with name, empty attributes and a unix-seconds timestamp'", () => {
  it('is exactly {"name":…,"attributes":{},"timestamp":<seconds>}', () => {
    expect(createNameRegistrationMessage('alice.appkit.id', 1_700_000_000_999)).toBe(
      '{"name":"alice.appkit.id","attributes":{},"timestamp":1700000000}',
    )
  })

  it('uses whole seconds of the current time by default', () => {
    const before = Math.floor(Date.now() / 1000)
    const { timestamp } = JSON.parse(createNameRegistrationMessage('a.appkit.id')) as {
      timestamp: number
    }
    expect(Number.isInteger(timestamp)).toBe(true)
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
  })
})
