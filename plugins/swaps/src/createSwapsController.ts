import { createStore, type Store } from '@appkit/kernel'
import type { SwapsClient } from './createSwapsClient.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import { parseTokenAmount } from './parseTokenAmount.js'
import {
  INSUFFICIENT_BALANCE,
  NATIVE_TOKEN_ADDRESS,
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE,
  NETWORK_NOT_SUPPORTED_FOR_SWAPS,
  SWAP_QUOTE_FAILED,
  SWAP_SLIPPAGE_PERCENT,
  SWAP_TOKENS_FAILED,
} from './policies.js'
import type { SwapQuote, SwapToken } from './SwapTypes.js'
import { swapNetworkFor } from './swapNetworkFor.js'

/** Who swaps: the active account and network. */
export interface SwapsAccount {
  address: string
  /** CAIP-2 of the active network, e.g. 'eip155:31337'. */
  caipNetworkId: string
}

export type SwapSide = 'source' | 'to'

/** The swap's state (spec §3 swap entity, §4 swap flow). */
export interface SwapsState {
  /** The swap network (CAIP-2) the active network trades on; undefined when not supported. */
  network: string | undefined
  tokens: readonly SwapToken[]
  tokensLoading: boolean
  tokensError: string | undefined
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** What the user typed in 'You pay'. */
  sourceAmount: string
  quote: SwapQuote | undefined
  quoteLoading: boolean
  quoteError: string | undefined
  gasPrice: bigint | undefined
  /** After the allowance check: whether the swap contract must be approved first. */
  approvalNeeded: boolean | undefined
  status: 'idle' | 'checking' | 'approving' | 'swapping'
}

export interface SwapsControllerOptions {
  client: SwapsClient
  account: () => SwapsAccount | undefined
  /** Local networks standing in for a swap network in the swap API (see swapNetworkFor). */
  standIns?: Readonly<Record<string, string>>
  /**
   * Sends a built transaction from the active account and waits for it (`ctx.sendTransaction`);
   * `label` names it in the kit's Recent transactions.
   */
  sendTransaction: (transaction: {
    to: string
    data: string
    value: bigint
    label?: string
  }) => Promise<string>
  /** The account's balance of a token in its smallest unit, when known. */
  balanceOf: (token: SwapToken) => bigint | undefined
  /** Reloads the balances after a swap. */
  refreshBalances: () => Promise<void>
}

/**
 * What a finished swap sold and bought ('0.1 ETH'), for the app; SwapPreview's toast words the
 * same trade in the visitor's locale.
 */
export interface SwapReceipt {
  hash: string
  sold: string
  bought: string
}

export interface SwapsController {
  store: Store<SwapsState>
  /** Spec §8 'Network not supported for Swaps' when the active network is not a swap network. */
  unsupportedMessage(): string | undefined
  /** Resolves the swap network; loads its tokens (GET convert/tokens) and gas price. */
  load(): Promise<void>
  /** GET convert/gas-price; spec §8 'Network not supported for Gas Price' elsewhere. */
  fetchGasPrice(): Promise<bigint>
  setSourceAmount(text: string): Promise<void>
  selectToken(side: SwapSide, token: SwapToken): Promise<void>
  /** Swaps the two tokens, the quoted output becoming the new input. */
  switchTokens(): Promise<void>
  /** GET convert/quotes for the amount typed; stale answers are dropped. */
  fetchQuote(): Promise<void>
  /** The account's balance of a token in its smallest unit, when known. */
  balanceOf(token: SwapToken): bigint | undefined
  /** 'Insufficient balance' when the known balance is below the amount, else undefined. */
  inputError(): string | undefined
  /** The amount typed, in the source token's smallest unit, when valid. */
  sourceUnits(): bigint | undefined
  /** GET convert/allowance: sets approvalNeeded (never for the native currency). */
  checkAllowance(): Promise<boolean>
  /** GET convert/build-approve, sent and waited for; then the allowance again. */
  approve(): Promise<void>
  /** POST convert/build-transaction at slippage 1 %, sent and waited for. */
  swap(): Promise<SwapReceipt>
  reset(): void
}

function initialState(): SwapsState {
  return {
    network: undefined,
    tokens: [],
    tokensLoading: false,
    tokensError: undefined,
    sourceToken: undefined,
    toToken: undefined,
    sourceAmount: '',
    quote: undefined,
    quoteLoading: false,
    quoteError: undefined,
    gasPrice: undefined,
    approvalNeeded: undefined,
    status: 'idle',
  }
}

export function isNativeToken(token: SwapToken): boolean {
  return token.address.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

const sameToken = (a: SwapToken | undefined, b: SwapToken | undefined) =>
  a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase()

/**
 * The swap flow without a view: the swap network of the active network (spec §6, with the
 * stand-ins), its tokens, the quote for the amount typed, the allowance check, the approval and
 * the swap at slippage 1 % (spec §9), each built by the swap API and sent through the kit.
 */
export function createSwapsController(options: SwapsControllerOptions): SwapsController {
  const store = createStore<SwapsState>(initialState())
  let quoteRequest = 0
  let loadRequest = 0

  const network = () => swapNetworkFor(options.account()?.caipNetworkId, options.standIns)
  const userAddress = () => {
    const account = options.account()
    const swapNetwork = network()
    if (!account || !swapNetwork) throw new Error(NETWORK_NOT_SUPPORTED_FOR_SWAPS)
    return `${swapNetwork}:${account.address}`
  }

  /** The trade as the API wants it, or undefined while a token or the amount is missing. */
  function trade() {
    const { sourceToken, toToken } = store.getState()
    const amount = controller.sourceUnits()
    if (!sourceToken || !toToken || amount === undefined) return undefined
    return { userAddress: userAddress(), from: sourceToken.address, to: toToken.address, amount }
  }

  const controller: SwapsController = {
    store,
    unsupportedMessage: () => (network() ? undefined : NETWORK_NOT_SUPPORTED_FOR_SWAPS),
    async load() {
      const swapNetwork = network()
      if (swapNetwork !== store.getState().network) {
        quoteRequest++
        store.setState({ ...initialState(), network: swapNetwork })
      }
      if (!swapNetwork || store.getState().tokens.length > 0) return
      const request = ++loadRequest
      store.setState({ tokensLoading: true, tokensError: undefined })
      // The gas price only informs the preview: its failure does not stop the swap.
      const gasPrice = controller.fetchGasPrice().catch(() => undefined)
      try {
        const [tokens] = await Promise.all([options.client.getTokens(swapNetwork), gasPrice])
        if (request !== loadRequest) return
        store.setState({
          tokens,
          tokensLoading: false,
          sourceToken: store.getState().sourceToken ?? tokens.find(isNativeToken),
        })
      } catch {
        if (request !== loadRequest) return
        store.setState({ tokensLoading: false, tokensError: SWAP_TOKENS_FAILED })
      }
    },
    async fetchGasPrice() {
      const swapNetwork = network()
      if (!swapNetwork) throw new Error(NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE)
      const { standard } = await options.client.getGasPrice(swapNetwork)
      store.setState({ gasPrice: standard })
      return standard
    },
    async setSourceAmount(text) {
      store.setState({ sourceAmount: text, approvalNeeded: undefined })
      await controller.fetchQuote()
    },
    async selectToken(side, token) {
      const { sourceToken, toToken } = store.getState()
      const other = side === 'source' ? toToken : sourceToken
      const current = side === 'source' ? sourceToken : toToken
      if (sameToken(token, other)) {
        store.setState({ sourceToken: toToken, toToken: sourceToken })
      } else {
        store.setState(side === 'source' ? { sourceToken: token } : { toToken: token })
      }
      if (!sameToken(token, current)) store.setState({ approvalNeeded: undefined })
      await controller.fetchQuote()
    },
    async switchTokens() {
      const { sourceToken, toToken, quote } = store.getState()
      const sourceAmount =
        quote && toToken
          ? formatTokenAmount(quote.toAmount, toToken.decimals, toToken.decimals)
          : ''
      store.setState({
        sourceToken: toToken,
        toToken: sourceToken,
        sourceAmount,
        approvalNeeded: undefined,
      })
      await controller.fetchQuote()
    },
    balanceOf: (token) => options.balanceOf(token),
    sourceUnits() {
      const { sourceToken, sourceAmount } = store.getState()
      return sourceToken ? parseTokenAmount(sourceAmount, sourceToken.decimals) : undefined
    },
    inputError() {
      const { sourceToken } = store.getState()
      const amount = controller.sourceUnits()
      if (!sourceToken || amount === undefined) return undefined
      const balance = controller.balanceOf(sourceToken)
      return balance !== undefined && balance < amount ? INSUFFICIENT_BALANCE : undefined
    },
    async fetchQuote() {
      const request = ++quoteRequest
      let wanted: ReturnType<typeof trade>
      try {
        wanted = trade()
      } catch {
        wanted = undefined
      }
      if (!wanted) {
        store.setState({ quote: undefined, quoteLoading: false, quoteError: undefined })
        return
      }
      store.setState({ quoteLoading: true, quoteError: undefined })
      try {
        const quote = await options.client.getQuote(wanted)
        if (request !== quoteRequest) return
        store.setState({ quote, quoteLoading: false })
      } catch {
        if (request !== quoteRequest) return
        store.setState({ quote: undefined, quoteLoading: false, quoteError: SWAP_QUOTE_FAILED })
      }
    },
    async checkAllowance() {
      const { sourceToken } = store.getState()
      const wanted = trade()
      if (!sourceToken || !wanted) throw new Error('Choose the tokens and an amount to swap')
      if (isNativeToken(sourceToken)) {
        store.setState({ approvalNeeded: false })
        return false
      }
      store.setState({ status: 'checking' })
      try {
        const allowance = await options.client.getAllowance({
          tokenAddress: sourceToken.address,
          userAddress: wanted.userAddress,
        })
        const needed = allowance < wanted.amount
        store.setState({ approvalNeeded: needed })
        return needed
      } finally {
        store.setState({ status: 'idle' })
      }
    },
    async approve() {
      const wanted = trade()
      if (!wanted) throw new Error('Choose the tokens and an amount to swap')
      store.setState({ status: 'approving' })
      try {
        const transaction = await options.client.buildApprove(wanted)
        await options.sendTransaction(transaction)
      } finally {
        store.setState({ status: 'idle' })
      }
      await controller.checkAllowance()
    },
    async swap() {
      const { sourceToken, toToken, quote } = store.getState()
      const wanted = trade()
      if (!wanted || !sourceToken || !toToken) {
        throw new Error('Choose the tokens and an amount to swap')
      }
      store.setState({ status: 'swapping' })
      let hash: string
      try {
        const transaction = await options.client.buildTransaction({
          ...wanted,
          slippagePercent: SWAP_SLIPPAGE_PERCENT,
        })
        // Symbols and digits only: the label reads the same in every locale.
        const label = `${formatTokenAmount(wanted.amount, sourceToken.decimals)} ${sourceToken.symbol} → ${toToken.symbol}`
        hash = await options.sendTransaction({ ...transaction, label })
      } finally {
        store.setState({ status: 'idle' })
      }
      quoteRequest++
      store.setState({
        sourceAmount: '',
        quote: undefined,
        quoteError: undefined,
        approvalNeeded: undefined,
      })
      await options.refreshBalances().catch(() => undefined)
      return {
        hash,
        sold: `${formatTokenAmount(wanted.amount, sourceToken.decimals)} ${sourceToken.symbol}`,
        bought: quote
          ? `${formatTokenAmount(quote.toAmount, toToken.decimals, 4)} ${toToken.symbol}`
          : toToken.symbol,
      }
    },
    reset() {
      quoteRequest++
      loadRequest++
      store.setState(initialState())
    },
  }
  return controller
}
