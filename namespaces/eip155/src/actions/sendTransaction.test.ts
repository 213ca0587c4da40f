import { describe, expect, it } from 'vitest'
import { hardhat } from '../networks/hardhat.js'
import { createRecordingWallet, SENT_HASH as HASH } from '../testing/createRecordingWallet.js'
import { sendTransaction } from './sendTransaction.js'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pool = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const connector = { id: 'w', type: 'INJECTED' as const, name: 'W', chain: 'eip155' as const }

describe('sendTransaction: a prepared call through eth_sendTransaction', () => {
  it('sends to, data and the value in hex wei on the network the wallet is on', async () => {
    const wallet = createRecordingWallet('0x7a69')
    const request = {
      connector,
      from,
      to: pool,
      data: '0x1234' as const,
      value: 10n ** 17n,
      caipNetwork: hardhat,
    }
    expect(await sendTransaction(wallet.provider, request)).toBe(HASH)
    expect(wallet.calls[1]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from, to: pool, data: '0x1234', value: '0x16345785d8a0000', chainId: '0x7a69' }],
    })
  })

  it('leaves the value out when none is attached (an approval)', async () => {
    const wallet = createRecordingWallet('0x7a69')
    await sendTransaction(wallet.provider, {
      connector,
      from,
      to: pool,
      data: '0x',
      value: 0n,
      caipNetwork: hardhat,
    })
    expect(wallet.calls[1]?.params).toEqual([{ from, to: pool, data: '0x', chainId: '0x7a69' }])
  })

  it('refuses a wallet on another network and an answer that is not a hash', async () => {
    const elsewhere = createRecordingWallet('0x1')
    await expect(
      sendTransaction(elsewhere.provider, {
        connector,
        from,
        to: pool,
        data: '0x',
        value: 0n,
        caipNetwork: hardhat,
      }),
    ).rejects.toThrow()
    expect(elsewhere.calls.some((call) => call.method === 'eth_sendTransaction')).toBe(false)
    const odd = createRecordingWallet('0x7a69', 'nope')
    await expect(
      sendTransaction(odd.provider, {
        connector,
        from,
        to: pool,
        data: '0x',
        value: 0n,
        caipNetwork: hardhat,
      }),
    ).rejects.toThrow('The wallet returned an invalid transaction hash')
  })
})
