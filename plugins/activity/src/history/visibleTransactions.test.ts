import { describe, expect, it } from 'vitest'
import {
  LOCAL_CHAIN,
  makeTransaction,
  OTHER_CHAIN,
  spamNft,
} from '../testing/transactionFixtures.js'
import { visibleTransactions } from './visibleTransactions.js'

describe('visibleTransactions', () => {
  it("spec §5 'only transactions of the active chain are shown'", () => {
    const local = makeTransaction('1')
    const other = makeTransaction('2', { metadata: { chain: OTHER_CHAIN } })
    expect(visibleTransactions([local, other], LOCAL_CHAIN)).toEqual([local])
    expect(visibleTransactions([local, other], OTHER_CHAIN)).toEqual([other])
  })

  it("spec §5 'Spam transactions (all transfers flagged spam NFT) are hidden'", () => {
    const real = makeTransaction('1')
    const spam = makeTransaction('2', { transfers: [spamNft] })
    expect(visibleTransactions([spam, real], LOCAL_CHAIN)).toEqual([real])
  })

  it('keeps the order received (newest first)', () => {
    const list = ['3', '2', '1'].map((id) => makeTransaction(id))
    expect(visibleTransactions(list, LOCAL_CHAIN).map((t) => t.id)).toEqual(['3', '2', '1'])
  })
})
