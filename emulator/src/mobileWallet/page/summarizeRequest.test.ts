import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58.js'
import { summarizeRequest } from './summarizeRequest.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const on31337 = (method: string, params: unknown) =>
  summarizeRequest({ method, params, chainId: 'eip155:31337' })

describe('summarizeRequest', () => {
  it('names the method and chain, then shows a personal_sign message decoded from hex', () => {
    expect(on31337('personal_sign', ['0x68656c6c6f', account])).toEqual([
      'personal_sign on eip155:31337',
      'Sign message: hello',
    ])
  })

  it('shows eth_sign messages, which come second ([address, message])', () => {
    expect(on31337('eth_sign', [account, '0x6869'])[1]).toBe('Sign message: hi')
  })

  it('shows a message that is not printable text as hex', () => {
    expect(on31337('personal_sign', ['0x00ff01', account])[1]).toBe('Sign message: 0x00ff01')
  })

  it('shows the primary type and domain of typed data', () => {
    const typedData = JSON.stringify({ primaryType: 'Mail', domain: { name: 'Ether Mail' } })
    expect(on31337('eth_signTypedData_v4', [account, typedData])[1]).toBe(
      'Sign typed data: Mail for Ether Mail',
    )
  })

  it('shows the amount and recipient of a transaction', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(
      on31337('eth_sendTransaction', [{ from: account, to, value: '0x2386f26fc10000' }])[1],
    ).toBe(`Send 0.01 ETH to ${to}`)
  })

  it('shows the target chain of wallet_switchEthereumChain in decimal and hex', () => {
    expect(on31337('wallet_switchEthereumChain', [{ chainId: '0x539' }])[1]).toBe(
      'Switch to chain 1337 (0x539)',
    )
    expect(on31337('wallet_switchEthereumChain', [{ chainId: 'mainnet' }])[1]).toBe(
      'Switch network (no valid chain id)',
    )
  })

  it('decodes a solana_signMessage message from base58', () => {
    const message = encodeBase58(new TextEncoder().encode('Sign in to the demo'))
    expect(
      summarizeRequest({
        method: 'solana_signMessage',
        params: { message, pubkey: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' },
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toEqual([
      'solana_signMessage on solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Sign message: Sign in to the demo',
    ])
  })

  it('still summarizes malformed params (they are untrusted)', () => {
    expect(on31337('personal_sign', null)[1]).toBe('Sign message: ')
    expect(on31337('solana_signMessage', { message: '0OIl' })[1]).toBe('Sign message (not base58)')
    expect(on31337('eth_sendTransaction', 'nonsense')[1]).toBe('Deploy a contract, sending 0 ETH')
    expect(on31337('eth_unknownMethod', [])).toEqual([
      'eth_unknownMethod on eip155:31337',
      'eth_unknownMethod',
    ])
  })
})
