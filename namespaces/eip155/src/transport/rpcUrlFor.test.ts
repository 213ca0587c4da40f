import { describe, expect, it } from 'vitest'
import { hardhat } from '../networks/hardhat.js'
import { mainnet } from '../networks/mainnet.js'
import { withRpcUrl } from '../networks/withRpcUrl.js'
import { rpcUrlFor } from './rpcUrlFor.js'
import { rpcUrlsFor } from './rpcUrlsFor.js'

const rpcBaseUrl = 'https://rpc.example.com/v1/'

describe('rpcUrlFor: spec §7 "a chain RPC URL with chainId and projectId query params"', () => {
  it('puts the CAIP-2 chainId and the projectId on the AppKit RPC URL', () => {
    const url = new URL(rpcUrlFor(mainnet, { projectId: 'p1', rpcBaseUrl })!)
    expect(url.origin + url.pathname).toBe(rpcBaseUrl)
    expect(Object.fromEntries(url.searchParams)).toEqual({ chainId: 'eip155:1', projectId: 'p1' })
  })

  it('keeps a local chain on its own URL, with the same params', () => {
    const local = withRpcUrl(hardhat, 'http://127.0.0.1:9999')
    expect(rpcUrlFor(local, { projectId: 'p1', rpcBaseUrl })).toBe(
      'http://127.0.0.1:9999/?chainId=eip155%3A31337&projectId=p1',
    )
  })

  it('has no AppKit RPC URL for a remote network without rpcBaseUrl', () => {
    expect(rpcUrlFor(mainnet, { projectId: 'p1' })).toBeUndefined()
  })

  it('leaves projectId out when the kit has none', () => {
    expect(rpcUrlFor(hardhat, {})).toBe('http://127.0.0.1:8545/?chainId=eip155%3A31337')
  })
})

describe('rpcUrlsFor', () => {
  it('tries the AppKit RPC first, then the chain public RPC without the project id', () => {
    expect(rpcUrlsFor(mainnet, { projectId: 'p1', rpcBaseUrl })).toEqual([
      `${rpcBaseUrl}?chainId=eip155%3A1&projectId=p1`,
      ...mainnet.rpcUrls.default.http,
    ])
  })

  it('uses only the public RPC without rpcBaseUrl, and only the local URL for a local chain', () => {
    expect(rpcUrlsFor(mainnet, { projectId: 'p1' })).toEqual(mainnet.rpcUrls.default.http)
    expect(rpcUrlsFor(hardhat, { projectId: 'p1', rpcBaseUrl })).toEqual([
      'http://127.0.0.1:8545/?chainId=eip155%3A31337&projectId=p1',
    ])
  })
})
