import { type Address, getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransferLog, TRANSFER_TOPIC } from './decodeTransferLog.js'
import type { IndexedTransaction } from './IndexedTransaction.js'
import { type HistoryContext, involves, toHistoryTransaction } from './toHistoryTransaction.js'

const alice = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const bob = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const token = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const spam = getAddress('0x73511669fd4de447fed18bb79bafeac93ab7f31f')
const topic = (address: Address) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}` as const

const context: HistoryContext = {
  chain: 'eip155:31337',
  tokens: new Map([
    [token.toLowerCase(), { name: 'Test Token', symbol: 'TEST', decimals: 18 }],
    [spam.toLowerCase(), { name: 'Free Reward Pass', symbol: 'CLAIM', decimals: 0 }],
  ]),
  pricedTokens: new Set([token.toLowerCase()]),
  spamContracts: new Set([spam.toLowerCase()]),
  iconUrl: (id) => `http://icons/${id}`,
}

function transaction(overrides: Partial<IndexedTransaction>): IndexedTransaction {
  return {
    hash: '0x01',
    blockNumber: 5n,
    index: 0,
    timestamp: 1_700_000_000n,
    from: alice,
    to: bob,
    contractAddress: null,
    nonce: 7,
    status: 'confirmed',
    transfers: [],
    ...overrides,
  }
}

describe('decodeTransferLog', () => {
  it('reads ERC-20 (amount in data) and ERC-721 (token id indexed) Transfer logs', () => {
    const amount = `0x${(10n ** 18n).toString(16).padStart(64, '0')}` as const
    expect(
      decodeTransferLog({
        address: token,
        topics: [TRANSFER_TOPIC, topic(alice), topic(bob)],
        data: amount,
      }),
    ).toEqual({ kind: 'erc20', contract: token, from: alice, to: bob, amount: 10n ** 18n })
    expect(
      decodeTransferLog({
        address: spam,
        topics: [TRANSFER_TOPIC, topic(zeroAddress), topic(alice), `0x${'0'.repeat(63)}1`],
        data: '0x',
      }),
    ).toEqual({ kind: 'erc721', contract: spam, from: zeroAddress, to: alice, tokenId: 1n })
    expect(
      decodeTransferLog({ address: token, topics: [TRANSFER_TOPIC], data: '0x' }),
    ).toBeUndefined()
  })
})

describe('toHistoryTransaction', () => {
  const native = { kind: 'native', from: alice, to: bob, amount: 15n * 10n ** 17n } as const

  it("gives each transfer's direction from the asking address: in, out or self", () => {
    const sent = transaction({ transfers: [native] })
    expect(toHistoryTransaction(sent, alice, context).transfers[0]?.direction).toBe('out')
    expect(toHistoryTransaction(sent, bob, context).transfers[0]?.direction).toBe('in')
    const self = transaction({ to: alice, transfers: [{ ...native, to: alice }] })
    expect(toHistoryTransaction(self, alice, context).transfers[0]?.direction).toBe('self')
  })

  it('types operations: send (all out), receive (all in), mint (from the zero address), else execute', () => {
    const sent = transaction({ transfers: [native] })
    expect(toHistoryTransaction(sent, alice, context).metadata.operationType).toBe('send')
    expect(toHistoryTransaction(sent, bob, context).metadata.operationType).toBe('receive')
    const minted = transaction({
      from: bob,
      to: spam,
      transfers: [{ kind: 'erc721', contract: spam, from: zeroAddress, to: alice, tokenId: 1n }],
    })
    expect(toHistoryTransaction(minted, alice, context).metadata.operationType).toBe('mint')
    const call = transaction({ to: token, transfers: [] })
    expect(toHistoryTransaction(call, alice, context).metadata.operationType).toBe('execute')
  })

  it('prices native and deployed tokens from the table, never unknown tokens', () => {
    const other = getAddress('0x0000000000000000000000000000000000000abc')
    const mixed = transaction({
      transfers: [
        native,
        { kind: 'erc20', contract: token, from: alice, to: bob, amount: 2n * 10n ** 18n },
        { kind: 'erc20', contract: other, from: alice, to: bob, amount: 1n },
      ],
    })
    const [eth, test, unknown] = toHistoryTransaction(mixed, alice, context).transfers
    expect(eth).toMatchObject({ quantity: { numeric: '1.5' }, value: 4500, price: 3000 })
    expect(test).toMatchObject({ quantity: { numeric: '2' }, value: 2, price: 1 })
    expect(test?.fungible_info?.icon?.url).toBe('http://icons/TEST')
    expect(unknown).not.toHaveProperty('price')
    expect(unknown?.fungible_info).toEqual({ name: 'Unknown token', symbol: '' })
  })

  it('flags NFTs of a listed spam contract is_spam, and keeps only the asking address’s transfers', () => {
    const airdrop = transaction({
      from: bob,
      to: spam,
      transfers: [
        { kind: 'erc721', contract: spam, from: zeroAddress, to: alice, tokenId: 1n },
        { kind: 'erc721', contract: spam, from: zeroAddress, to: bob, tokenId: 2n },
      ],
    })
    expect(involves(airdrop, alice)).toBe(true)
    expect(toHistoryTransaction(airdrop, alice, context)).toEqual({
      id: 'eip155:31337:0x01',
      metadata: {
        operationType: 'mint',
        hash: '0x01',
        minedAt: '2023-11-14T22:13:20.000Z',
        sentFrom: bob,
        sentTo: spam,
        status: 'confirmed',
        nonce: 7,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Free Reward Pass #1', flags: { is_spam: true } },
        },
      ],
    })
    const unrelated = getAddress('0x0000000000000000000000000000000000000def')
    expect(involves(airdrop, unrelated)).toBe(false)
  })
})
