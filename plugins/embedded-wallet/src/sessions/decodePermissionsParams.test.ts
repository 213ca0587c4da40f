import { describe, expect, it } from 'vitest'
import { decodePermissionsParams, MAX_SESSION_SECONDS } from './decodePermissionsParams.js'

const NOW = 1_800_000_000
const CONTEXT = { now: NOW, chainId: 31337 }
const KEY = `0x04${'ab'.repeat(64)}`
const TOKEN = `0x${'cd'.repeat(20)}`
const SESSION_ID = `0x${'ef'.repeat(32)}`

function request(overrides: Record<string, unknown> = {}) {
  return {
    chainId: '0x7a69',
    expiry: NOW + 3600,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: KEY } },
    permissions: [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: '0x16345785d8a0000', start: NOW, period: 86400 },
      },
      {
        type: 'erc20-recurring-allowance',
        data: { token: TOKEN, allowance: '0x989680', start: NOW, period: 604800 },
      },
      { type: 'contract-call', data: { address: TOKEN, functions: [{ selector: '0xa9059cbb' }] } },
    ],
    ...overrides,
  }
}

const grant = (params: unknown[]) =>
  decodePermissionsParams('wallet_grantPermissions', params, CONTEXT)

describe('decodePermissionsParams: ERC-7715 requests refused in the page with -32602, the field named', () => {
  it('a well-formed grant passes, with only the known fields', () => {
    const [decoded] = grant([{ ...request(), extra: '<script>' }])
    expect(decoded).toEqual(request())
  })

  it.each([
    ['chainId', { chainId: 'mainnet' }, 'chainId: expected a hex quantity'],
    [
      'signer key',
      { signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x12' } } },
      'publicKey',
    ],
    ['expiry type', { expiry: 'tomorrow' }, 'expiry'],
    ['no permissions', { permissions: [] }, 'permissions: expected 1 to 8 permissions'],
    [
      'a bad allowance',
      {
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: '10', start: 0, period: 1 },
          },
        ],
      },
      'permissions.0.data.allowance',
    ],
    [
      'a bad selector',
      {
        permissions: [
          { type: 'contract-call', data: { address: TOKEN, functions: [{ selector: '0x12' }] } },
        ],
      },
      'permissions.0.data.functions.0.selector',
    ],
    [
      'an unknown permission type',
      { permissions: [{ type: 'everything', data: {} }] },
      'permissions.0.type',
    ],
  ])('%s', (_name, overrides, field) => {
    let error: unknown
    try {
      grant([request(overrides)])
    } catch (caught) {
      error = caught
    }
    expect(error).toMatchObject({ code: -32602, category: 'VALIDATION_ERROR' })
    const message = (error as { shortMessage: string }).shortMessage
    expect(message.startsWith('Invalid permission request: ')).toBe(true)
    expect(message).toContain(field)
  })

  it('protocol (B1 rules): allowances above zero, 1 to 16 functions, one allowance per asset', () => {
    const native = (allowance: string) => ({
      type: 'native-token-recurring-allowance',
      data: { allowance, start: NOW, period: 86400 },
    })
    expect(() => grant([request({ permissions: [native('0x0')] })])).toThrow(
      'permissions.0.data.allowance: expected an allowance above zero',
    )
    const functions = Array.from({ length: 17 }, () => ({ selector: '0xa9059cbb' }))
    expect(() =>
      grant([
        request({ permissions: [{ type: 'contract-call', data: { address: TOKEN, functions } }] }),
      ]),
    ).toThrow('permissions.0.data.functions: expected 1 to 16 functions')
    expect(() => grant([request({ permissions: [native('0x1'), native('0x2')] })])).toThrow(
      'Invalid permission request: permissions.1: a second allowance for the native token',
    )
  })

  it('protocol: exactly one request per call', () => {
    expect(() => grant([request(), request()])).toThrow(
      'Invalid permission request: expected exactly one permission request, got 2',
    )
    expect(() => grant([])).toThrow('got 0')
  })

  it("protocol: chainId must be the wallet's current chain", () => {
    expect(() => grant([request({ chainId: '0x1' })])).toThrow(
      "Invalid permission request: chainId: 0x1 is not the wallet's chain 0x7a69",
    )
  })

  it('protocol: expiry in the future and at most 30 days ahead', () => {
    expect(() => grant([request({ expiry: NOW })])).toThrow('expiry: it is in the past')
    expect(() => grant([request({ expiry: NOW + MAX_SESSION_SECONDS + 1 })])).toThrow(
      'expiry: it is more than 30 days ahead',
    )
    expect(grant([request({ expiry: NOW + MAX_SESSION_SECONDS })])).toHaveLength(1)
  })

  it('a revocation takes one { permissionContext (bytes32), chainId? }', () => {
    const revoke = (params: unknown[]) =>
      decodePermissionsParams('wallet_revokePermissions', params, CONTEXT)
    expect(revoke([{ permissionContext: SESSION_ID, chainId: '0x7a69' }])).toEqual([
      { permissionContext: SESSION_ID, chainId: '0x7a69' },
    ])
    expect(() => revoke([{ permissionContext: '0x1234' }])).toThrow(
      'Invalid permission request: permissionContext: expected a session id (0x and 64 hex digits)',
    )
    expect(() => revoke([{ permissionContext: SESSION_ID, chainId: '0x1' }])).toThrow(
      "chainId: 0x1 is not the wallet's chain",
    )
  })
})
