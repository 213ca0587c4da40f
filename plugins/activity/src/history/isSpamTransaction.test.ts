import { describe, expect, it } from 'vitest'
import { ethOut, makeTransaction, spamNft } from '../testing/transactionFixtures.js'
import { isSpamTransaction } from './isSpamTransaction.js'

describe("spec §5 'Spam transactions (all transfers flagged spam NFT) are hidden'", () => {
  it('is spam when every transfer is an NFT flagged spam', () => {
    expect(isSpamTransaction(makeTransaction('1', { transfers: [spamNft, spamNft] }))).toBe(true)
  })

  it('is not spam when one transfer is not flagged (a real token moved too)', () => {
    expect(isSpamTransaction(makeTransaction('1', { transfers: [spamNft, ethOut] }))).toBe(false)
  })

  it('is not spam for an NFT not flagged spam', () => {
    const nft = { ...spamNft, nft_info: { name: 'Art', flags: { is_spam: false } } }
    expect(isSpamTransaction(makeTransaction('1', { transfers: [nft] }))).toBe(false)
  })

  it('is not spam without transfers (a contract call that moved nothing)', () => {
    expect(isSpamTransaction(makeTransaction('1', { transfers: [] }))).toBe(false)
  })
})
