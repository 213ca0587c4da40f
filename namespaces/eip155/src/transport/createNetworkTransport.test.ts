import { fallback, http } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { hardhat } from '../networks/hardhat.js'
import { mainnet } from '../networks/mainnet.js'
import { networkForChainId } from '../provider/networkForChainId.js'
import { createNetworkTransport } from './createNetworkTransport.js'
import { FALLBACK_RANK_OPTIONS } from './FALLBACK_RANK_OPTIONS.js'

vi.mock('viem', async (importOriginal) => {
  const actual = await importOriginal<typeof import('viem')>()
  return { ...actual, fallback: vi.fn(actual.fallback), http: vi.fn(actual.http) }
})

describe('createNetworkTransport', () => {
  it('spec §9: "fallback transport polling 4 s, sample count 10, weights stability 0.7 and latency 0.3"', () => {
    expect(FALLBACK_RANK_OPTIONS).toEqual({
      interval: 4_000,
      sampleCount: 10,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })

  it('passes the rank constants to viem fallback over one http transport per RPC URL', () => {
    vi.mocked(fallback).mockClear()
    vi.mocked(http).mockClear()
    createNetworkTransport(mainnet, { projectId: 'p1', rpcBaseUrl: 'https://rpc.example.com/v1' })
    const [transports, config] = vi.mocked(fallback).mock.calls[0]!
    expect(transports).toHaveLength(2)
    expect(config?.rank).toMatchObject(FALLBACK_RANK_OPTIONS)
    expect(vi.mocked(http).mock.calls.map(([url]) => url)).toEqual([
      'https://rpc.example.com/v1?chainId=eip155%3A1&projectId=p1',
      mainnet.rpcUrls.default.http[0],
    ])
  })

  it('spec §7 "batchable (batch size 1000)": every http transport batches up to 1000 calls', () => {
    vi.mocked(http).mockClear()
    createNetworkTransport(mainnet, { rpcBaseUrl: 'https://rpc.example.com/v1' })
    for (const [, options] of vi.mocked(http).mock.calls) {
      expect(options?.batch).toEqual({ batchSize: 1000 })
      expect(options?.fetchFn).toBeTypeOf('function')
    }
  })

  it('does not rank a single RPC URL (nothing to choose between)', () => {
    vi.mocked(fallback).mockClear()
    createNetworkTransport(hardhat, { projectId: 'p1' })
    expect(vi.mocked(fallback).mock.calls[0]?.[1]?.rank).toBe(false)
  })

  it('a network without RPC URL fails with "Chain is not supported"', () => {
    expect(() => createNetworkTransport(networkForChainId([], 5))).toThrow('Chain is not supported')
  })
})
