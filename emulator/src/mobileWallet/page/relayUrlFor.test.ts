import { describe, expect, it } from 'vitest'
import { relayUrlFor } from './relayUrlFor.js'

describe('relayUrlFor', () => {
  it('points at /relay on the page host, ws for http and wss for https', () => {
    expect(relayUrlFor({ protocol: 'http:', host: '127.0.0.1:4100' })).toBe(
      'ws://127.0.0.1:4100/relay',
    )
    expect(relayUrlFor({ protocol: 'https:', host: 'localhost' })).toBe('wss://localhost/relay')
  })
})
