import { type Address, formatUnits, isAddressEqual, zeroAddress } from 'viem'
import type { HistoryTransaction, HistoryTransfer } from './BlockchainApiTypes.js'
import type { IndexedTransaction, IndexedTransfer, TokenMetadata } from './IndexedTransaction.js'
import { ICON_ASSET_IDS, NATIVE_CURRENCY, PRICES_USD } from './prices.js'

export interface HistoryContext {
  /** CAIP-2 of the chain. */
  chain: string
  /** Metadata of token contracts, by lowercase address. */
  tokens: ReadonlyMap<string, TokenMetadata>
  /** Lowercase addresses of the tokens the emulator deployed (the only ones priced). */
  pricedTokens: ReadonlySet<string>
  /** Lowercase addresses of spam NFT contracts. */
  spamContracts: ReadonlySet<string>
  /** URL of an icon served by the API (/public/getAssetImage/{id}). */
  iconUrl: (assetId: string) => string
}

/** Whether `owner` sent the transaction, is its recipient or takes part in one of its transfers. */
export function involves(transaction: IndexedTransaction, owner: Address): boolean {
  return (
    isAddressEqual(transaction.from, owner) ||
    (transaction.to !== null && isAddressEqual(transaction.to, owner)) ||
    transaction.transfers.some((transfer) => touches(transfer, owner))
  )
}

/**
 * One indexed transaction in the history API's shape, from `owner`'s point of view: only the
 * transfers `owner` takes part in, each 'in', 'out' or 'self'; the operation type is 'mint'
 * when a transfer to `owner` comes from the zero address, 'send' when every transfer goes out,
 * 'receive' when every one comes in, else 'execute'.
 */
export function toHistoryTransaction(
  transaction: IndexedTransaction,
  owner: Address,
  context: HistoryContext,
): HistoryTransaction {
  const own = transaction.transfers.filter((transfer) => touches(transfer, owner))
  const directions = own.map((transfer) => directionOf(transfer, owner))
  const isMint = own.some(
    (transfer) => isAddressEqual(transfer.from, zeroAddress) && isAddressEqual(transfer.to, owner),
  )
  const operationType = isMint
    ? 'mint'
    : directions.length > 0 && directions.every((direction) => direction !== 'in')
      ? 'send'
      : directions.length > 0 && directions.every((direction) => direction === 'in')
        ? 'receive'
        : 'execute'
  return {
    id: `${context.chain}:${transaction.hash}`,
    metadata: {
      operationType,
      hash: transaction.hash,
      minedAt: new Date(Number(transaction.timestamp) * 1000).toISOString(),
      sentFrom: transaction.from,
      sentTo: transaction.to ?? transaction.contractAddress ?? '',
      status: transaction.status,
      nonce: transaction.nonce,
      chain: context.chain,
    },
    transfers: own.map((transfer, index) =>
      toHistoryTransfer(transfer, directions[index] ?? 'self', context),
    ),
  }
}

function touches(transfer: IndexedTransfer, owner: Address): boolean {
  return isAddressEqual(transfer.from, owner) || isAddressEqual(transfer.to, owner)
}

function directionOf(transfer: IndexedTransfer, owner: Address): HistoryTransfer['direction'] {
  const isFrom = isAddressEqual(transfer.from, owner)
  const isTo = isAddressEqual(transfer.to, owner)
  return isFrom && isTo ? 'self' : isFrom ? 'out' : 'in'
}

function toHistoryTransfer(
  transfer: IndexedTransfer,
  direction: HistoryTransfer['direction'],
  context: HistoryContext,
): HistoryTransfer {
  if (transfer.kind === 'erc721') {
    const key = transfer.contract.toLowerCase()
    const collection = context.tokens.get(key)?.name ?? 'Unknown collection'
    return {
      direction,
      quantity: { numeric: '1' },
      nft_info: {
        name: `${collection} #${transfer.tokenId}`,
        flags: { is_spam: context.spamContracts.has(key) },
      },
    }
  }
  const token =
    transfer.kind === 'native'
      ? { ...NATIVE_CURRENCY, priced: true }
      : {
          ...(context.tokens.get(transfer.contract.toLowerCase()) ?? {
            name: 'Unknown token',
            symbol: '',
            decimals: 18,
          }),
          priced: context.pricedTokens.has(transfer.contract.toLowerCase()),
        }
  const numeric = formatUnits(transfer.amount, token.decimals)
  const price = token.priced ? PRICES_USD[token.symbol] : undefined
  const iconId = token.priced ? ICON_ASSET_IDS[token.symbol] : undefined
  return {
    direction,
    quantity: { numeric },
    ...(price !== undefined && { value: Number(numeric) * price, price }),
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      ...(iconId !== undefined && { icon: { url: context.iconUrl(iconId) } }),
    },
  }
}
