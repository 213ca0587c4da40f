import { AppKitError, UserRejectedRequestError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { hardhat } from '../networks/hardhat.js'
import type { Eip1193RequestArguments } from '../provider/Eip1193Provider.js'
import { createRecordingWallet, SENT_HASH as HASH } from '../testing/createRecordingWallet.js'
import { send } from './send.js'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const connector = { id: 'w', type: 'INJECTED' as const, name: 'W', chain: 'eip155' as const }

describe('send: spec §4 "Native sends use a plain transfer; token sends call the token contract transfer method"', () => {
  it('a native send is eth_sendTransaction with the value in hex wei and no data', async () => {
    const wallet = createRecordingWallet()
    const request = { connector, from, to, amount: '0.01', caipNetwork: hardhat }
    expect(await send(wallet.provider, request)).toBe(HASH)
    expect(wallet.calls).toEqual([
      { method: 'eth_chainId' },
      {
        method: 'eth_sendTransaction',
        params: [{ from, to, value: '0x2386f26fc10000', chainId: '0x7a69' }],
      },
    ])
  })

  it('a token send calls transfer(to, amount) on the token contract, without value', async () => {
    const wallet = createRecordingWallet()
    await send(wallet.provider, {
      connector,
      from,
      to,
      amount: '5',
      token: { address: `eip155:31337:${token}`, symbol: 'TEST', decimals: 6 },
      caipNetwork: hardhat,
    })
    expect(wallet.calls[1]?.method).toBe('eth_sendTransaction')
    expect(wallet.calls[1]?.params).toEqual([
      {
        from,
        to: token,
        data:
          '0xa9059cbb' + // transfer(address,uint256)
          to.slice(2).toLowerCase().padStart(64, '0') +
          (5_000_000).toString(16).padStart(64, '0'),
        chainId: '0x7a69',
      },
    ])
  })

  it('refuses to send when the wallet is on another chain, before asking it to sign', async () => {
    const wallet = createRecordingWallet('0x539')
    const error = await send(wallet.provider, {
      connector,
      from,
      to,
      amount: '1',
      caipNetwork: hardhat,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toMatchObject({ category: 'PROVIDER_ERROR' })
    expect((error as AppKitError).shortMessage).toBe(
      "The wallet's current chain (id: 1337) does not match the target chain of the transaction (id: 31337, Hardhat).",
    )
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId'])
  })

  it('a rejection (4001) is UserRejectedRequestError; a bad hash from the wallet is refused', async () => {
    const rejecting = {
      async request(args: Eip1193RequestArguments) {
        if (args.method === 'eth_chainId') return '0x7a69'
        throw { code: 4001, message: 'User rejected' }
      },
    }
    const request = { connector, from, to, amount: '1', caipNetwork: hardhat }
    await expect(send(rejecting, request)).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(
      send(createRecordingWallet('0x7a69', '0x12').provider, request),
    ).rejects.toMatchObject({
      shortMessage: 'The wallet returned an invalid transaction hash: 0x12',
    })
  })

  it('untrusted input is refused with its documented message, never thrown past the boundary: a hash String() cannot print', async () => {
    const request = { connector, from, to, amount: '1', caipNetwork: hardhat }
    const unprintable = [Object.create(null), JSON.parse('{"toString":{}}')]
    for (const hash of unprintable) {
      await expect(
        send(createRecordingWallet('0x7a69', hash).provider, request),
      ).rejects.toMatchObject({
        category: 'VALIDATION_ERROR',
        shortMessage: 'The wallet returned an invalid transaction hash: [object]',
      })
    }
  })
})
