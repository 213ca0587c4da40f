import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { makeTransaction, spamNft, tokenIn } from '../testing/transactionFixtures.js'
import { TransactionPageSchema } from './transactionSchema.js'

const decode = Schema.decodeUnknownEither(TransactionPageSchema, { onExcessProperty: 'ignore' })

describe('the history response is decoded strictly', () => {
  it('accepts a page of the contract, with tokens and NFTs', () => {
    const body = {
      data: [makeTransaction('1', { transfers: [tokenIn, spamNft] })],
      next: 'abc',
    }
    const result = decode(body)
    expect(result._tag).toBe('Right')
  })

  it('accepts the last page (next: null)', () => {
    expect(decode({ data: [], next: null })._tag).toBe('Right')
  })

  it.each([
    ['a page without next', { data: [] }],
    ['data that is not a list', { data: {}, next: null }],
    [
      'an unknown status',
      { data: [makeTransaction('1', { metadata: { status: 'lost' as never } })], next: null },
    ],
    [
      'an unknown operation',
      {
        data: [makeTransaction('1', { metadata: { operationType: 'burn' as never } })],
        next: null,
      },
    ],
    [
      'a minedAt that is no date',
      { data: [makeTransaction('1', { metadata: { minedAt: 'yesterday' } })], next: null },
    ],
    [
      'a quantity that is a number',
      {
        data: [
          makeTransaction('1', { transfers: [{ ...tokenIn, quantity: { numeric: 5 as never } }] }),
        ],
        next: null,
      },
    ],
    [
      'a spam flag that is text',
      {
        data: [
          makeTransaction('1', {
            transfers: [
              { ...spamNft, nft_info: { name: 'x', flags: { is_spam: 'yes' as never } } },
            ],
          }),
        ],
        next: null,
      },
    ],
  ])('rejects %s', (_name, body) => {
    expect(decode(body)._tag).toBe('Left')
  })

  it('drops fields the contract does not name', () => {
    const result = decode({ data: [{ ...makeTransaction('1'), extra: 1 }], next: null, more: true })
    expect(result._tag === 'Right' && Object.keys(result.right)).toEqual(['data', 'next'])
  })
})
