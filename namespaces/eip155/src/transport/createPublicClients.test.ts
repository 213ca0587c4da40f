import { fallback } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { hardhat } from '../networks/hardhat.js'
import { mainnet } from '../networks/mainnet.js'
import { createPublicClients } from './createPublicClients.js'
import { FALLBACK_RANK_OPTIONS } from './FALLBACK_RANK_OPTIONS.js'

vi.mock('viem', async (importOriginal) => {
  const actual = await importOriginal<typeof import('viem')>()
  return { ...actual, fallback: vi.fn(actual.fallback) }
})

const rpcBaseUrl = 'https://rpc.example.com/v1'

describe('createPublicClients: one small viem client per network', () => {
  it('gives the client a minimal chain: plain data, no formatters or serializers', () => {
    const client = createPublicClients({ projectId: 'p1' }).get(mainnet)
    expect(client.chain).toEqual({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: mainnet.rpcUrls.default.http } },
    })
    expect(client.chain).not.toHaveProperty('formatters')
    expect(client.chain).not.toHaveProperty('serializers')
  })

  it('spec §9: the client uses the fallback transport ranked with the rank options', () => {
    vi.mocked(fallback).mockClear()
    const client = createPublicClients({ projectId: 'p1', rpcBaseUrl }).get(mainnet)
    expect(client.transport.key).toBe('fallback')
    expect(vi.mocked(fallback).mock.calls[0]?.[1]?.rank).toMatchObject(FALLBACK_RANK_OPTIONS)
  })

  it('reuses a network client, and keeps networks (and RPC URLs) apart', () => {
    const clients = createPublicClients({})
    const first = clients.get(hardhat)
    expect(clients.get(hardhat)).toBe(first)
    expect(
      clients.get({ ...hardhat, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }),
    ).not.toBe(first)
    expect(createPublicClients({}).get(hardhat)).not.toBe(first)
  })
})
