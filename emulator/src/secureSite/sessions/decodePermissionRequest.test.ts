import { describe, expect, it } from 'vitest'
import { decodePermissionRequest } from './decodePermissionRequest.js'
import { describePermissionRequest } from './describePermissionRequest.js'

const NOW = 1_800_000_000
const KEY =
  '0x04a0434d9e47f3c86235477c7b1ae6ae5d3442d49b1943c2b752a68e2a47e247c7893aba425419bc27a3b6c7e693a24c696f794c2ed877a1593cbee53b037368d7'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const valid = () => ({
  chainId: '0x7a69',
  expiry: NOW + 86_400,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: KEY } },
  permissions: [
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x16345785d8a0000', start: NOW, period: 86_400 },
    },
    {
      type: 'erc20-recurring-allowance',
      data: { token: TOKEN, allowance: '0x8ac7230489e80000', start: NOW, period: 86_400 },
    },
    { type: 'contract-call', data: { address: TOKEN, functions: [{ selector: '0xa9059cbb' }] } },
  ],
})
const decode = (request: unknown, params?: unknown[]) =>
  decodePermissionRequest(params ?? [request], { chainId: 31337, nowSeconds: NOW })

/** The -32602 message decoding `request` fails with. */
function refusal(request: unknown, params?: unknown[]): { code: number; message: string } {
  try {
    decode(request, params)
  } catch (error) {
    return { code: (error as { code: number }).code, message: (error as Error).message }
  }
  throw new Error('Expected the request to be refused')
}

describe('decodePermissionRequest (ERC-7715 wallet_grantPermissions params)', () => {
  it('accepts a native, an ERC-20 and a contract-call permission, checksumming addresses', () => {
    const request = decode(valid())
    expect(request.chainId).toBe('0x7a69')
    expect(request.permissions).toHaveLength(3)
    expect(request.permissions[1]).toMatchObject({
      data: { token: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    })
  })

  it('accepts an account signer and a compressed key', () => {
    const account = { ...valid(), signer: { type: 'account', data: { address: TOKEN } } }
    expect(decode(account).signer).toEqual({
      type: 'account',
      data: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    })
    const compressed = `0x02${KEY.slice(4, 68)}`
    const keyed = {
      ...valid(),
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: compressed } },
    }
    expect(decode(keyed).signer.type).toBe('key')
  })

  const cases: [string, (request: ReturnType<typeof valid>) => unknown, RegExp][] = [
    ['no request', () => undefined, /expected a PermissionRequest object/],
    ['expiry in the past', (r) => ({ ...r, expiry: NOW - 1 }), /expiry is in the past/],
    ['expiry past 30 days', (r) => ({ ...r, expiry: NOW + 31 * 86_400 }), /more than 30 days/],
    ['expiry not a number', (r) => ({ ...r, expiry: '1' }), /expiry/],
    ['another chain', (r) => ({ ...r, chainId: '0x1' }), /chainId 0x1 is not the current chain/],
    ['no permissions', (r) => ({ ...r, permissions: [] }), /permissions/],
    ['unknown signer type', (r) => ({ ...r, signer: { type: 'wallet', data: {} } }), /signer/],
    [
      'a bad public key',
      (r) => ({ ...r, signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04ab' } } }),
      /signer/,
    ],
    [
      'an unknown permission type',
      (r) => ({ ...r, permissions: [{ type: 'rate-limit', data: {} }] }),
      /permissions\.0/,
    ],
    [
      'a period of zero',
      (r) => ({
        ...r,
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: '0x1', start: NOW, period: 0 },
          },
        ],
      }),
      /permissions\.0/,
    ],
    [
      'a 3-byte selector',
      (r) => ({
        ...r,
        permissions: [
          {
            type: 'contract-call',
            data: { address: TOKEN, functions: [{ selector: '0xa9059c' }] },
          },
        ],
      }),
      /permissions\.0/,
    ],
    [
      'an allowance over 256 bits',
      (r) => ({
        ...r,
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: `0x1${'0'.repeat(64)}`, start: NOW, period: 1 },
          },
        ],
      }),
      /permissions\.0/,
    ],
    [
      'two native allowances',
      (r) => ({ ...r, permissions: [r.permissions[0], r.permissions[0]] }),
      /more than one allowance for native/,
    ],
    [
      'a zero allowance',
      (r) => ({
        ...r,
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: '0x0', start: NOW, period: 1 },
          },
        ],
      }),
      /allowance for native is zero/,
    ],
  ]
  for (const [name, change, message] of cases) {
    it(`refuses ${name} with -32602 naming it`, () => {
      const refused = refusal(change(valid()))
      expect(refused.code).toBe(-32602)
      expect(refused.message).toMatch(/^Invalid permission request: /)
      expect(refused.message).toMatch(message)
    })
  }

  it('refuses more than one request per call', () => {
    expect(refusal(undefined, [valid(), valid()]).message).toBe(
      'Invalid permission request: expected exactly one request',
    )
  })
})

describe('describePermissionRequest (the approval screen text)', () => {
  it('names the signer, the expiry, each allowance per period and each call', () => {
    const text = describePermissionRequest(decode(valid()))
    expect(text).toMatch(/^Allow 0x[0-9a-fA-F]{40} until 2027-01-1\d \d\d:\d\d UTC: /)
    expect(text).toContain('spend up to 0.1 ETH per day')
    expect(text).toContain(
      'spend up to 10000000000000000000 units of token 0x5FbDB2315678afecb367f032d93F642f64180aa3 per day',
    )
    const labelled = describePermissionRequest(
      decode(valid()),
      new Map([[TOKEN, { symbol: 'TEST', decimals: 18 }]]),
    )
    expect(labelled).toContain(
      'spend up to 10 TEST (0x5FbDB2315678afecb367f032d93F642f64180aa3) per day',
    )
    expect(text).toContain('call 0x5FbDB2315678afecb367f032d93F642f64180aa3 transfer()')
  })
})
