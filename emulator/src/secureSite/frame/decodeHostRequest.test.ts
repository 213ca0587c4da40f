import { describe, expect, it } from 'vitest'
import { CHANNEL, decodeHostRequest } from './decodeHostRequest.js'

const id = 'b3c1d2e4-0000-4000-8000-000000000002'
const request = (type: string, payload: unknown) => ({
  channel: CHANNEL,
  kind: 'request',
  id,
  type,
  payload,
})

describe('decodeHostRequest (the secure site decodes every host message with a schema)', () => {
  it('accepts each request with a payload of its shape', () => {
    expect(decodeHostRequest(request('CONNECT_EMAIL', { email: 'a@b.co' }))).toEqual({
      id,
      type: 'CONNECT_EMAIL',
      payload: { email: 'a@b.co' },
    })
    expect(
      decodeHostRequest(
        request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'], chainId: 31337 }),
      ),
    ).toMatchObject({ type: 'RPC_REQUEST', payload: { chainId: 31337 } })
    expect(decodeHostRequest(request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }))).toEqual({
      id,
      type: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'github' },
    })
    expect(
      decodeHostRequest(request('CONNECT_SOCIAL', { state: 'a'.repeat(32), code: 'b'.repeat(32) })),
    ).toMatchObject({ type: 'CONNECT_SOCIAL' })
    expect(decodeHostRequest(request('CONNECT_SOCIAL', { state: 'a' }))).toBeUndefined()
    expect(
      decodeHostRequest(request('CONNECT_DEVICE', { email: 'a@b.co', code: '123456' })),
    ).toEqual({ id, type: 'CONNECT_DEVICE', payload: { email: 'a@b.co', code: '123456' } })
    expect(decodeHostRequest(request('CONNECT_DEVICE', { email: 'a@b.co' }))).toBeUndefined()
    expect(decodeHostRequest(request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toEqual({
      id,
      type: 'SET_PREFERRED_ACCOUNT',
      payload: { type: 'smartAccount' },
    })
    expect(decodeHostRequest(request('SET_PREFERRED_ACCOUNT', { type: 'admin' }))).toBeUndefined()
    expect(
      decodeHostRequest(request('SYNC_THEME', { themeMode: 'dark', accent: '#2563eb' })),
    ).toMatchObject({ payload: { themeMode: 'dark', accent: '#2563eb' } })
    expect(
      decodeHostRequest(request('SYNC_THEME', { themeMode: 'dark', accent: 'url(//evil)' })),
    ).toBeUndefined()
    expect(
      decodeHostRequest(request('SYNC_DAPP_DATA', { projectId: 'p', name: 'Demo' })),
    ).toMatchObject({ payload: { projectId: 'p', name: 'Demo' } })
    expect(decodeHostRequest(request('RELOAD', {}))).toMatchObject({ type: 'RELOAD' })
    expect(decodeHostRequest(request('SIGN_OUT', {}))).toEqual({
      id,
      type: 'SIGN_OUT',
      payload: {},
    })
  })

  it("accepts spec §7 'is connected' and 'chain id' (no payload fields), and drops them off the channel", () => {
    expect(decodeHostRequest(request('IS_CONNECTED', {}))).toEqual({
      id,
      type: 'IS_CONNECTED',
      payload: {},
    })
    expect(decodeHostRequest(request('GET_CHAIN_ID', { extra: 1 }))).toEqual({
      id,
      type: 'GET_CHAIN_ID',
      payload: {},
    })
    expect(decodeHostRequest(request('GET_CHAIN_ID', 'x'))).toBeUndefined()
    expect(
      decodeHostRequest({ ...request('IS_CONNECTED', {}), channel: 'another' }),
    ).toBeUndefined()
  })

  it.each([
    ['another channel', { ...request('GET_USER', {}), channel: 'x' }],
    ['a reply, not a request', { ...request('GET_USER', {}), kind: 'success' }],
    ['an unknown type', request('EXPORT_KEY', {})],
    ['a payload of the wrong shape', request('CONNECT_OTP', { email: 'a@b.co', otp: 123456 })],
    [
      'params that are not a list',
      request('RPC_REQUEST', { method: 'eth_call', params: {}, chainId: 1 }),
    ],
    ['a bad chain id', request('SWITCH_NETWORK', { chainId: -1 })],
    ['a short id', { ...request('GET_USER', {}), id: '1' }],
  ])('ignores %s', (_name, data) => {
    expect(decodeHostRequest(data)).toBeUndefined()
  })
})

it('accepts the email update requests (new email, primary and secondary codes)', () => {
  expect(decodeHostRequest(request('UPDATE_EMAIL', { email: 'n@b.co' }))?.type).toBe('UPDATE_EMAIL')
  expect(
    decodeHostRequest(request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' }))?.payload,
  ).toEqual({
    otp: '123456',
  })
  expect(decodeHostRequest(request('UPDATE_EMAIL_SECONDARY_OTP', { otp: 1 }))).toBeUndefined()
})

it('spec §7 "smart account networks": GET_SMART_ACCOUNT_NETWORKS is accepted with an empty payload only as a request on the channel', () => {
  expect(decodeHostRequest(request('GET_SMART_ACCOUNT_NETWORKS', {}))).toEqual({
    id,
    type: 'GET_SMART_ACCOUNT_NETWORKS',
    payload: {},
  })
  expect(decodeHostRequest(request('GET_SMART_ACCOUNT_NETWORKS', undefined))).toBeUndefined()
  expect(
    decodeHostRequest({ ...request('GET_SMART_ACCOUNT_NETWORKS', {}), channel: 'other' }),
  ).toBeUndefined()
})

it('spec §7 "preferred account": SET_PREFERRED_ACCOUNT takes eoa or smartAccount and nothing else', () => {
  expect(decodeHostRequest(request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))?.payload).toEqual({
    type: 'eoa',
  })
  // Only the two EVM account types (spec §6): no payment/ordinal, no missing type.
  expect(decodeHostRequest(request('SET_PREFERRED_ACCOUNT', { type: 'payment' }))).toBeUndefined()
  expect(decodeHostRequest(request('SET_PREFERRED_ACCOUNT', {}))).toBeUndefined()
})
