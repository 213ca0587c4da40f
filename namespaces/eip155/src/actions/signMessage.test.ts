import { describe, expect, it } from 'vitest'
import { signMessage, utf8ToHex } from './signMessage.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('utf8ToHex: personal_sign messages are hex-encoded UTF-8', () => {
  it('encodes ASCII and multi-byte characters', () => {
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    expect(utf8ToHex('✓')).toBe('0xe29c93')
    expect(utf8ToHex('')).toBe('0x')
  })
})

describe('signMessage: the wallet answers a 0x signature', () => {
  it("untrusted input is refused with its documented message, never thrown past the boundary: 'The wallet returned an invalid signature: {answer}'", async () => {
    const answers: [unknown, string][] = [
      ['0xzz', '0xzz'],
      [Object.create(null), '[object]'],
      [JSON.parse('{"toString":{}}'), '[object]'],
    ]
    for (const [answer, shown] of answers) {
      const wallet = { request: async () => answer }
      await expect(signMessage(wallet, { address, message: 'hello' })).rejects.toMatchObject({
        category: 'VALIDATION_ERROR',
        shortMessage: `The wallet returned an invalid signature: ${shown}`,
      })
    }
  })
})
