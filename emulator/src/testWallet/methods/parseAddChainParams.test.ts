import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { parseAddChainParams } from './parseAddChainParams.js'

const chain = {
  chainId: '0x7a69',
  chainName: 'Hardhat',
  rpcUrls: ['http://127.0.0.1:8545'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

/** What parseAddChainParams threw for `chain` with `fields` replaced. */
function refusal(fields: Record<string, unknown>): unknown {
  try {
    parseAddChainParams([{ ...chain, ...fields }])
  } catch (error) {
    return error
  }
  return undefined
}

describe('parseAddChainParams: wallet_addEthereumChain params (EIP-3085)', () => {
  it('reads the chain with its first http(s) RPC URL', () => {
    expect(
      parseAddChainParams([{ ...chain, rpcUrls: ['wss://node.example', ...chain.rpcUrls] }]),
    ).toEqual({
      chainId: 31337,
      name: 'Hardhat',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: a hole in rpcUrls is -32602 'rpcUrls must contain only http(s) or ws(s) URLs'", () => {
    const rpcUrls: string[] = new Array(1) // one hole first
    rpcUrls.push('http://127.0.0.1:8545')
    const error = refusal({ rpcUrls })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({
      code: -32602,
      message: 'Invalid params: rpcUrls must contain only http(s) or ws(s) URLs',
    })
  })

  it('a hole in blockExplorerUrls is -32602, like any item that is not an http(s) URL', () => {
    const blockExplorerUrls: string[] = new Array(1)
    blockExplorerUrls.push('https://explorer.example')
    expect(refusal({ blockExplorerUrls })).toMatchObject({
      code: -32602,
      message: 'Invalid params: blockExplorerUrls must be an array of http(s) URLs',
    })
  })
})
