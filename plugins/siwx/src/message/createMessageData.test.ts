import { describe, expect, it } from 'vitest'
import { createMessageData } from './createMessageData.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'

const hardhat = { caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' } as const
const base = {
  caipNetwork: hardhat,
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  nonce: 'abcdEFGH1234',
  now: Date.UTC(2025, 0, 2, 3, 4, 5, 6),
}

describe('createMessageData', () => {
  it('has every spec §3 field it is given: checksummed address, CAIP-2 chain id, version 1, ISO-8601 times', () => {
    const data = createMessageData({
      ...base,
      expiresInMs: 60_000,
      notBefore: new Date(Date.UTC(2025, 0, 2, 3, 5)),
      statement: 'Sign in to the demo',
      requestId: 'r1',
      resources: ['https://example.com/tos'],
    })
    expect(data).toEqual({
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:31337',
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce: 'abcdEFGH1234',
      issuedAt: '2025-01-02T03:04:05.006Z',
      expirationTime: '2025-01-02T03:05:05.006Z',
      notBefore: '2025-01-02T03:05:00.000Z',
      statement: 'Sign in to the demo',
      requestId: 'r1',
      resources: ['https://example.com/tos'],
    })
    expect(() => formatSiwxMessage(data)).not.toThrow()
  })

  it('leaves out the optional fields that have no value', () => {
    const data = createMessageData({ ...base, statement: '', resources: [] })
    expect(Object.keys(data).sort()).toEqual(
      ['accountAddress', 'chainId', 'domain', 'issuedAt', 'nonce', 'uri', 'version'].sort(),
    )
  })

  it('keeps a non-EVM address as the wallet wrote it', () => {
    const data = createMessageData({
      ...base,
      caipNetwork: {
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
      },
      address: 'GkAuNWCRtAMjbNj8DbNHbMSZbJRdhFx2mxWBRhhjJbP1',
    })
    expect(data.accountAddress).toBe('GkAuNWCRtAMjbNj8DbNHbMSZbJRdhFx2mxWBRhhjJbP1')
  })
})
