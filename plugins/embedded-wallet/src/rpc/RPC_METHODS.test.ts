import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './RPC_METHODS.js'

describe('classifyRpcMethod (spec §6 embedded-wallet RPC methods)', () => {
  it('safe read methods go straight through', () => {
    for (const method of [
      'eth_call',
      'eth_chainId',
      'eth_getBalance',
      'eth_getLogs',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getAssets',
    ]) {
      expect(classifyRpcMethod(method)).toBe('safe')
    }
  })

  it('not-safe methods need approval', () => {
    expect([...NOT_SAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
    for (const method of NOT_SAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('approval')
  })

  it('anything else is refused', () => {
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'debug_traceTransaction',
      'hardhat_setBalance',
      '',
    ]) {
      expect(classifyRpcMethod(method)).toBe('refused')
    }
    for (const method of SAFE_RPC_METHODS) expect(NOT_SAFE_RPC_METHODS.has(method)).toBe(false)
  })
})
