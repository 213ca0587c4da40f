import { ed25519 } from '@noble/curves/ed25519'
import { verifyMessage, verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { TEST_MNEMONIC } from '../../defaults.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { performRequest } from './performRequest.js'
import { solanaAccount } from './solanaAccount.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

const evm = mnemonicToAccount(TEST_MNEMONIC)
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function context(): Promise<
  WalletRequestContext & { switchChain: ReturnType<typeof vi.fn> }
> {
  return {
    evm,
    solana: await solanaAccount(TEST_MNEMONIC),
    rpcUrl: (chainId) => `http://127.0.0.1:1/rpc/${chainId}`,
    switchChain: vi.fn(async () => {}),
  }
}

const on31337 = (method: string, params: unknown) => ({ method, params, chainId: 'eip155:31337' })

describe('performRequest', () => {
  it('signs personal_sign with Hardhat account 0 (0xf39F…), verifiable with viem', async () => {
    expect(evm.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const signature = await performRequest(
      await context(),
      on31337('personal_sign', ['0x68656c6c6f', evm.address.toLowerCase()]),
    )
    expect(
      await verifyMessage({
        address: evm.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('signs eth_sign ([address, message]) the same way', async () => {
    const signature = await performRequest(
      await context(),
      on31337('eth_sign', [evm.address, 'hi']),
    )
    expect(
      await verifyMessage({
        address: evm.address,
        message: 'hi',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('signs eth_signTypedData_v4 from a JSON string', async () => {
    const typedData = {
      domain: { name: 'Test', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signature = await performRequest(
      await context(),
      on31337('eth_signTypedData_v4', [evm.address, JSON.stringify(typedData)]),
    )
    expect(
      await verifyTypedData({
        address: evm.address,
        ...typedData,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('refuses to sign for another address with 4100', async () => {
    await expect(
      performRequest(await context(), on31337('personal_sign', ['0x00', other])),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses a transaction from another address with 4100, before any RPC call', async () => {
    await expect(
      performRequest(await context(), on31337('eth_sendTransaction', [{ from: other, to: other }])),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('switches chain through the context and answers null', async () => {
    const wallet = await context()
    expect(
      await performRequest(wallet, on31337('wallet_switchEthereumChain', [{ chainId: '0x539' }])),
    ).toBeNull()
    expect(wallet.switchChain).toHaveBeenCalledWith(1337)
    await expect(
      performRequest(wallet, on31337('wallet_switchEthereumChain', [{ chainId: '1337' }])),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signs solana_signMessage with ed25519, the signature in base58', async () => {
    const wallet = await context()
    const message = new TextEncoder().encode('gm solana')
    const result = (await performRequest(wallet, {
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: wallet.solana.address },
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })) as { signature: string }
    expect(
      ed25519.verify(decodeBase58(result.signature), message, decodeBase58(wallet.solana.address)),
    ).toBe(true)
  })

  it('answers a method it lacks with 4200', async () => {
    await expect(
      performRequest(await context(), on31337('eth_signTransaction', [])),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
