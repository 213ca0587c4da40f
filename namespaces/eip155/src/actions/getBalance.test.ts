import { createClient, custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/mainnet.js'
import { polygon } from '../networks/polygon.js'
import { getBalance } from './getBalance.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A viem client whose node answers every call with `answer`, recording the calls. */
function clientAnswering(answer: unknown) {
  const calls: { method: string; params?: unknown }[] = []
  const client = createClient({
    transport: custom({
      async request(args: { method: string; params?: unknown }) {
        calls.push(args)
        return answer
      },
    }),
  })
  return { client, calls }
}

describe('getBalance: the native balance, read with eth_getBalance', () => {
  it('asks eth_getBalance at latest and formats in the network native currency', async () => {
    const { client, calls } = clientAnswering('0x14d1120d7b160000')
    expect(await getBalance(client, { address, network: polygon })).toEqual({
      value: 1_500_000_000_000_000_000n,
      formatted: '1.5',
      decimals: 18,
      symbol: 'POL',
    })
    expect(calls).toEqual([{ method: 'eth_getBalance', params: [address, 'latest'] }])
  })

  it('refuses what is not a hex quantity with an RPC_ERROR', async () => {
    const { client } = clientAnswering({ balance: 1 })
    await expect(getBalance(client, { address, network: mainnet })).rejects.toMatchObject({
      shortMessage: 'The RPC returned an invalid balance',
      category: 'RPC_ERROR',
    })
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: a deeply nested answer is 'The RPC returned an invalid balance'", async () => {
    let answer: unknown = '0x1'
    for (let depth = 0; depth < 200_000; depth++) answer = { a: answer }
    const { client } = clientAnswering(answer)
    await expect(getBalance(client, { address, network: mainnet })).rejects.toMatchObject({
      shortMessage: 'The RPC returned an invalid balance',
      category: 'RPC_ERROR',
      details: 'eth_getBalance answered [object Object]',
    })
  })

  it('refuses an invalid address before any call', async () => {
    const { client, calls } = clientAnswering('0x0')
    await expect(getBalance(client, { address: '0x12', network: mainnet })).rejects.toMatchObject({
      shortMessage: 'Invalid EVM address: 0x12',
    })
    expect(calls).toEqual([])
  })
})
