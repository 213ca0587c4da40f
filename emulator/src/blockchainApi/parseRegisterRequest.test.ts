import { describe, expect, it } from 'vitest'
import { NAME_RULE_MESSAGE } from './nameRule.js'
import { parseRegisterRequest } from './parseRegisterRequest.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = 1_700_000_000
const signature = `0x${'ab'.repeat(65)}`
const body = (message: unknown, extra: Record<string, unknown> = {}) => ({
  coinType: 60,
  address,
  signature,
  message: typeof message === 'string' ? message : JSON.stringify(message),
  ...extra,
})

describe('parseRegisterRequest', () => {
  it('decodes the signed JSON text with name, empty attributes and a unix-seconds timestamp', () => {
    const message = JSON.stringify({ name: 'Alice.appkit.id', attributes: {}, timestamp: now })
    expect(parseRegisterRequest(body(message), now)).toEqual({
      coinType: 60,
      chainId: 31337,
      address,
      signature,
      message,
      name: 'alice.appkit.id',
      attributes: {},
    })
  })

  it('accepts a timestamp within 10 minutes of the server clock, either way, and no further', () => {
    const at = (timestamp: number) => body({ name: 'alice.appkit.id', attributes: {}, timestamp })
    expect(() => parseRegisterRequest(at(now - 600), now)).not.toThrow()
    expect(() => parseRegisterRequest(at(now + 600), now)).not.toThrow()
    for (const timestamp of [now - 601, now + 601, now * 1000]) {
      expect(() => parseRegisterRequest(at(timestamp), now)).toThrow(
        'The signed timestamp is more than 10 minutes from the server time',
      )
    }
  })

  it('applies the name rule to the signed name (spec §5)', () => {
    const named = (name: string) => body({ name, attributes: {}, timestamp: now })
    expect(() => parseRegisterRequest(named('abc.appkit.id'), now)).toThrow(NAME_RULE_MESSAGE)
    expect(() => parseRegisterRequest(named('a_bc.appkit.id'), now)).toThrow(NAME_RULE_MESSAGE)
    expect(() => parseRegisterRequest(named('alice.eth'), now)).toThrow(
      'The signed name must end with .appkit.id',
    )
  })

  it('names the first problem of a malformed body with a 400', () => {
    const valid = { name: 'alice.appkit.id', attributes: {}, timestamp: now }
    const cases: [unknown, string][] = [
      [null, 'Body must be a JSON object'],
      [body(valid, { coinType: 2 ** 32 }), 'Invalid chainId'],
      [body(valid, { address: '0x12' }), 'Invalid address: 0x12'],
      [body(valid, { signature: 'abc' }), "'signature' must be a 0x-prefixed hex string"],
      [body('not json'), "'message' must be JSON text"],
      [body({ ...valid, attributes: { a: 1 } }), "'attributes' must be an object of strings"],
      [body({ ...valid, timestamp: '1' }), "'timestamp' must be unix seconds"],
    ]
    for (const [input, message] of cases) {
      try {
        parseRegisterRequest(input, now)
        expect.unreachable(`accepted ${JSON.stringify(input)}`)
      } catch (error) {
        expect(error).toMatchObject({ status: 400 })
        expect((error as Error).message).toContain(message)
      }
    }
  })
})
