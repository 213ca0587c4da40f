import { describe, expect, it } from 'vitest'
import { tokenContractAddress } from './tokenContractAddress.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('tokenContractAddress', () => {
  it('accepts a plain address and the chain-prefixed form of token balances', () => {
    expect(tokenContractAddress(token)).toBe(token)
    expect(tokenContractAddress(`eip155:31337:${token}`)).toBe(token)
  })

  it('needs a valid contract address', () => {
    expect(() => tokenContractAddress(undefined)).toThrow('A token contract address is required')
    expect(() => tokenContractAddress('eip155:1:0x12')).toThrow('Invalid EVM address: 0x12')
  })
})
