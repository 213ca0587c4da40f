import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessageData } from './SiwxMessageData.js'

/** The example message of EIP-4361 ('Example message to be signed'). */
const EIP_4361_EXAMPLE = `example.com wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

const exampleData: SiwxMessageData = {
  domain: 'example.com',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

describe('formatSiwxMessage: EIP-4361 for eip155', () => {
  it('refuses a chain family with no message profile: any CAIP-2 family may be registered, but the header names its chain', () => {
    const error = (() => {
      try {
        formatSiwxMessage({ ...exampleData, chainId: 'tfam:1' })
      } catch (caught) {
        return caught as { shortMessage?: string; category?: string; details?: string }
      }
    })()
    expect(error).toMatchObject({
      shortMessage: 'Invalid sign-in message',
      category: 'VALIDATION_ERROR',
      details: 'chainId is of a family with no sign-in message profile: tfam',
    })
  })

  it("writes EIP-4361's example message byte for byte", () => {
    expect(formatSiwxMessage(exampleData)).toBe(EIP_4361_EXAMPLE)
  })

  it('follows the ABNF without a statement: address, an empty line, then the (absent) statement line', () => {
    const { statement: _, ...data } = exampleData
    expect(formatSiwxMessage(data).split('\n').slice(0, 5)).toEqual([
      'example.com wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      '',
      'URI: https://example.com/login',
    ])
  })

  it('writes the optional fields in the ABNF order: Expiration Time, Not Before, Request ID, Resources', () => {
    const message = formatSiwxMessage({
      ...exampleData,
      expirationTime: '2021-10-01T16:25:24.000Z',
      notBefore: '2021-09-30T17:00:00.000Z',
      requestId: 'request-7',
    })
    expect(message.split('\n').slice(9)).toEqual([
      'Issued At: 2021-09-30T16:25:24Z',
      'Expiration Time: 2021-10-01T16:25:24.000Z',
      'Not Before: 2021-09-30T17:00:00.000Z',
      'Request ID: request-7',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://example.com/my-web2-claim.json',
    ])
  })

  it("matches viem's EIP-4361 formatter and parser for every combination of optional fields", () => {
    const optional = {
      statement: 'Sign in to the demo',
      expirationTime: '2030-01-01T00:00:00.000Z',
      notBefore: '2024-01-01T00:00:00.000Z',
      requestId: 'abc-123',
      resources: ['https://example.com/a', 'ipfs://b'],
    } as const
    const keys = Object.keys(optional) as (keyof typeof optional)[]
    for (let mask = 0; mask < 2 ** keys.length; mask++) {
      const data: SiwxMessageData = { ...exampleData, chainId: 'eip155:31337' }
      delete data.statement
      delete data.resources
      keys.forEach((key, bit) => {
        if (mask & (1 << bit)) Object.assign(data, { [key]: optional[key] })
      })
      const message = formatSiwxMessage(data)
      const viemMessage = createSiweMessage({
        domain: data.domain,
        address: data.accountAddress as `0x${string}`,
        uri: data.uri,
        version: '1',
        chainId: 31337,
        nonce: data.nonce,
        issuedAt: new Date(data.issuedAt),
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
        ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources ? { resources: [...data.resources] } : {}),
      })
      // viem writes times with milliseconds; ours keeps the text it was given.
      expect(message.replace('2021-09-30T16:25:24Z', '2021-09-30T16:25:24.000Z')).toBe(viemMessage)
      expect(parseSiweMessage(message)).toMatchObject({
        address: data.accountAddress,
        chainId: 31337,
        domain: 'example.com',
        nonce: data.nonce,
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
      })
    }
  })
})

describe('formatSiwxMessage: CAIP-122 for other families', () => {
  it('names the family in the header and writes the CAIP-2 reference as Chain ID (solana)', () => {
    const message = formatSiwxMessage({
      ...exampleData,
      accountAddress: 'GkAuNWCRtAMjbNj8DbNHbMSZbJRdhFx2mxWBRhhjJbP1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(message.split('\n')[0]).toBe(
      'example.com wants you to sign in with your Solana account:',
    )
    expect(message).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('bip122 messages say Bitcoin', () => {
    const message = formatSiwxMessage({
      ...exampleData,
      accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(message.split('\n')[0]).toBe(
      'example.com wants you to sign in with your Bitcoin account:',
    )
  })
})

describe('formatSiwxMessage: refuses data a wallet should not sign', () => {
  const cases: [string, Partial<SiwxMessageData>, RegExp][] = [
    [
      'an EVM address that is not checksummed',
      { accountAddress: exampleData.accountAddress.toLowerCase() },
      /EIP-55/,
    ],
    [
      'a statement with a line break (it could forge fields)',
      { statement: 'ok\nURI: https://evil.example' },
      /single/,
    ],
    ['a nonce shorter than 8 characters', { nonce: 'abc123' }, /nonce/],
    ['a nonce with other characters', { nonce: 'abcd-1234' }, /nonce/],
    ['a time that is not ISO-8601', { issuedAt: 'Thu, 30 Sep 2021 16:25:24 GMT' }, /issuedAt/],
    ['a domain with a scheme or path', { domain: 'https://example.com/login' }, /domain/],
    ['a version other than 1', { version: '2' }, /version/],
    ['a chain id that is not CAIP-2', { chainId: '1' as SiwxMessageData['chainId'] }, /CAIP-2/],
    ['a relative uri', { uri: '/login' }, /uri/],
    // A right-to-left override shows 'example.com‮moc.live' as something else to the signer.
    ['a domain with a bidi override', { domain: 'example.com\u202emoc.live' }, /domain/],
    ['a non-ASCII domain (RFC 3986 is ASCII)', { domain: 'exämple.com' }, /domain/],
    ['a uri with a control character', { uri: 'https://example.com/\u0000' }, /uri/],
    ['a statement with a NUL', { statement: 'Sign in\u0000' }, /statement/],
    ['a statement with a line separator', { statement: 'Sign in\u2028URI: x' }, /statement/],
    ['a request id with a bidi override', { requestId: 'r\u202e1' }, /requestId/],
    ['an account address with a bidi override', { accountAddress: '\u202e' }, /accountAddress/],
  ]
  for (const [name, change, details] of cases) {
    it(`refuses ${name}`, () => {
      expect(() => formatSiwxMessage({ ...exampleData, ...change })).toThrow(
        'Invalid sign-in message',
      )
      try {
        formatSiwxMessage({ ...exampleData, ...change })
      } catch (error) {
        expect((error as { details?: string }).details).toMatch(details)
      }
    })
  }
})
