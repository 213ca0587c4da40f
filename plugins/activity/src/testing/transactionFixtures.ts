import type { Transaction, TransactionTransfer } from '../history/Transaction.js'

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const LOCAL_CHAIN = 'eip155:31337'
export const OTHER_CHAIN = 'eip155:1337'

export const ethOut: TransactionTransfer = {
  direction: 'out',
  quantity: { numeric: '0.01' },
  value: 30,
  price: 3000,
  fungible_info: { name: 'Ether', symbol: 'ETH' },
}

export const tokenIn: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '5' },
  value: 5,
  price: 1,
  fungible_info: { name: 'Test Token', symbol: 'TT' },
}

export const spamNft: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'Free Airdrop', flags: { is_spam: true } },
}

/** A transaction on the local chain; `overrides.metadata` is merged over the defaults. */
export function makeTransaction(
  id: string,
  overrides: {
    metadata?: Partial<Transaction['metadata']>
    transfers?: TransactionTransfer[]
  } = {},
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt: '2026-11-14T10:32:00.000Z',
      sentFrom: TEST_ADDRESS,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce: 0,
      chain: LOCAL_CHAIN,
      ...overrides.metadata,
    },
    transfers: overrides.transfers ?? [ethOut],
  }
}
