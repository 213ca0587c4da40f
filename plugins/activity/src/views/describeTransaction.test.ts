import { describe, expect, it } from 'vitest'
import { ethOut, makeTransaction, spamNft, tokenIn } from '../testing/transactionFixtures.js'
import { describeTransaction } from './describeTransaction.js'

describe('describeTransaction: direction, amount, symbol and status', () => {
  it('a native send: Sent, -0.01 ETH, Confirmed', () => {
    expect(describeTransaction(makeTransaction('1'))).toEqual({
      title: 'Sent',
      direction: 'out',
      amount: '-0.01',
      symbol: 'ETH',
      status: 'Confirmed',
      moreTransfers: 0,
    })
  })

  it('a token received while pending: Received, +5 TT, Pending', () => {
    const tx = makeTransaction('1', {
      metadata: { operationType: 'receive', status: 'pending' },
      transfers: [tokenIn],
    })
    expect(describeTransaction(tx)).toMatchObject({
      title: 'Received',
      direction: 'in',
      amount: '+5',
      symbol: 'TT',
      status: 'Pending',
    })
  })

  it("names an NFT by its name, and counts a swap's further transfers", () => {
    const nft = { ...spamNft, nft_info: { name: 'Art #1', flags: { is_spam: false } } }
    expect(describeTransaction(makeTransaction('1', { transfers: [nft, ethOut] }))).toMatchObject({
      symbol: 'Art #1',
      moreTransfers: 1,
    })
  })

  it('a failed call that moved nothing: Executed, no amount, Failed', () => {
    const tx = makeTransaction('1', {
      metadata: { operationType: 'execute', status: 'failed' },
      transfers: [],
    })
    expect(describeTransaction(tx)).toMatchObject({
      title: 'Executed',
      direction: undefined,
      amount: undefined,
      symbol: undefined,
      status: 'Failed',
    })
  })

  it('a mint', () => {
    expect(
      describeTransaction(makeTransaction('1', { metadata: { operationType: 'mint' } })).title,
    ).toBe('Minted')
  })
})
