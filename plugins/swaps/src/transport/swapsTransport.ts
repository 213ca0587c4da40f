// Loaded on first use (`import('./transport/swapsTransport.js')`): it brings effect's Schema.
import { AppKitError, type HttpClient } from '@appkit/kernel'
import { isEvmAddress } from '@appkit/kernel/validators'
import type { SwapGasPrice, SwapQuote, SwapToken, SwapTransaction } from '../SwapTypes.js'
import {
  SwapAllowanceSchema,
  SwapGasPriceSchema,
  SwapQuotesSchema,
  SwapTokensSchema,
  SwapTransactionSchema,
} from './swapsSchemas.js'

/** What both swap transactions are asked for: who trades what, on the swap network (CAIP-10). */
export interface SwapRequest {
  userAddress: string
  from: string
  to: string
  amount: bigint
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/** GET convert/tokens for a CAIP-2 swap network. */
export async function getSwapTokens(
  api: HttpClient,
  chainId: string,
  signal?: AbortSignal,
): Promise<SwapToken[]> {
  const { tokens } = await api.get('/v1/convert/tokens', {
    schema: SwapTokensSchema,
    query: { chainId },
    ...withSignal(signal),
  })
  return [...tokens]
}

/** GET convert/quotes: the first quote. */
export async function getSwapQuote(
  api: HttpClient,
  request: SwapRequest & { gasPrice?: bigint },
  signal?: AbortSignal,
): Promise<SwapQuote> {
  const { quotes } = await api.get('/v1/convert/quotes', {
    schema: SwapQuotesSchema,
    query: {
      userAddress: request.userAddress,
      from: request.from,
      to: request.to,
      amount: request.amount.toString(),
      ...(request.gasPrice === undefined ? {} : { gasPrice: request.gasPrice.toString() }),
    },
    ...withSignal(signal),
  })
  return quotes[0]
}

/** GET convert/allowance: what the swap contract may take of the user's token. */
export async function getSwapAllowance(
  api: HttpClient,
  request: { tokenAddress: string; userAddress: string },
): Promise<bigint> {
  const { allowance } = await api.get('/v1/convert/allowance', {
    schema: SwapAllowanceSchema,
    query: { tokenAddress: request.tokenAddress, userAddress: request.userAddress },
  })
  return allowance
}

/** GET convert/gas-price for a CAIP-2 swap network. */
export function getSwapGasPrice(api: HttpClient, chainId: string): Promise<SwapGasPrice> {
  return api.get('/v1/convert/gas-price', { schema: SwapGasPriceSchema, query: { chainId } })
}

/**
 * The built transaction, its contract checked to be on the network the user trades on and to
 * be an EVM address: the wallet would otherwise be asked to send to whatever the API names.
 */
function toTransaction(
  tx: (typeof SwapTransactionSchema.Type)['tx'],
  userAddress: string,
): SwapTransaction {
  const network = userAddress.split(':').slice(0, 2).join(':')
  const [namespace, reference, ...account] = tx.to.split(':')
  const to = account.join(':')
  if (`${namespace}:${reference}` !== network) {
    throw new AppKitError('The swap API built a transaction for another network', {
      category: 'VALIDATION_ERROR',
      details: `${tx.to} is not on ${network}`,
    })
  }
  if (namespace !== 'eip155' || !isEvmAddress(to)) {
    throw new AppKitError('The swap API built a transaction to an address that is not an EVM one', {
      category: 'VALIDATION_ERROR',
      details: `${tx.to} does not name an EVM account`,
    })
  }
  return {
    to,
    data: tx.data as `0x${string}`,
    value: tx.value,
    gas: tx.eip155?.gas,
    gasPrice: tx.eip155?.gasPrice,
  }
}

/** GET convert/build-approve: lets the swap contract take `amount` of the `from` token. */
export async function buildSwapApprove(
  api: HttpClient,
  request: SwapRequest,
): Promise<SwapTransaction> {
  const { tx } = await api.get('/v1/convert/build-approve', {
    schema: SwapTransactionSchema,
    query: {
      userAddress: request.userAddress,
      from: request.from,
      to: request.to,
      amount: request.amount.toString(),
    },
  })
  return toTransaction(tx, request.userAddress)
}

/** POST convert/build-transaction with the slippage tolerance in percent. */
export async function buildSwapTransaction(
  api: HttpClient,
  request: SwapRequest & { slippagePercent: number },
): Promise<SwapTransaction> {
  const { tx } = await api.post('/v1/convert/build-transaction', {
    schema: SwapTransactionSchema,
    body: {
      userAddress: request.userAddress,
      from: request.from,
      to: request.to,
      amount: request.amount.toString(),
      eip155: { slippage: String(request.slippagePercent) },
    },
  })
  return toTransaction(tx, request.userAddress)
}
