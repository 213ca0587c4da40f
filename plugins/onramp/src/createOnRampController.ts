import { type ChainNamespace, createStore, type Store } from '@appkit/kernel'
import { buildMeldUrl } from './buildMeldUrl.js'
import { checkPaymentAmount } from './checkPaymentAmount.js'
import type { OnRampClient } from './createOnRampClient.js'
import { webUrlOf } from './isWebUrl.js'
import { mockQuote } from './mockQuote.js'
import type {
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from './OnRampTypes.js'
import { onRampProvidersFrom } from './onRampProvidersFrom.js'
import {
  DEFAULT_PAYMENT_AMOUNT,
  DEFAULT_PAYMENT_CURRENCIES,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_PURCHASE_CURRENCIES,
  DEFAULT_PURCHASE_CURRENCY,
  ONRAMP_CHAINS,
} from './policies.js'

/** The on-ramp's state (spec §3 on-ramp entity, §4 quotesLoading). */
export interface OnRampState {
  purchaseCurrencies: readonly PurchaseCurrency[]
  paymentCurrencies: readonly PaymentCurrency[]
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  /** How the visitor pays: one of the payment currency's methods ('card', 'bank_account'). */
  paymentMethod: string
  /** Fiat to pay. */
  paymentAmount: number | undefined
  /** Crypto bought, from the quote's purchaseAmount.amount. */
  purchaseAmount: number | undefined
  quote: OnRampQuote | undefined
  quotesLoading: boolean
  /** The provider chosen last and the checkout address opened for it. */
  selectedProvider: OnRampProvider | undefined
  checkoutUrl: string | undefined
}

/** Who buys: the active account and network. */
export interface OnRampAccount {
  namespace: ChainNamespace
  address: string
  /** CAIP-2, e.g. 'eip155:31337'. */
  caipNetworkId: string
}

export interface OnRampControllerOptions {
  client: OnRampClient
  account: () => OnRampAccount | undefined
  /** The remote config's on-ramp providers (anything: a non-array means none). */
  providers: () => unknown
  projectId: string
  meldPublicKey: string
}

export interface OnRampController {
  store: Store<OnRampState>
  /** The providers for the active account's family (spec §5, §6). */
  providers(): OnRampProvider[]
  /** GET onramp/options, falling back to the default lists on failure (spec §7). */
  loadOptions(): Promise<void>
  setPurchaseCurrency(currency: PurchaseCurrency): void
  setPaymentCurrency(currency: PaymentCurrency): void
  /** Chooses how to pay; the amount is then checked against that method's limits. */
  setPaymentMethod(methodId: string): void
  /** Sets the fiat amount and fetches a quote for it. */
  setPaymentAmount(amount: number | undefined): Promise<void>
  /** POST onramp/quote with quotesLoading on, falling back to a mock quote (spec §7). */
  fetchQuote(): Promise<void>
  /** Why the current amount cannot be paid with the chosen method, or undefined. */
  amountProblem(): string | undefined
  /** POST generators/onrampurl, extended with the meld parameters; the URL to open. */
  checkoutUrl(provider: OnRampProvider): Promise<string>
  /** Spec §4 'reset restores defaults'. */
  reset(): void
}

function initialState(): OnRampState {
  return {
    purchaseCurrencies: DEFAULT_PURCHASE_CURRENCIES,
    paymentCurrencies: DEFAULT_PAYMENT_CURRENCIES,
    purchaseCurrency: DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: DEFAULT_PAYMENT_CURRENCY,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    paymentAmount: DEFAULT_PAYMENT_AMOUNT,
    purchaseAmount: undefined,
    quote: undefined,
    quotesLoading: false,
    selectedProvider: undefined,
    checkoutUrl: undefined,
  }
}

/** The purchase currency sold on the account's network, else the current one. */
function currencyOnNetwork(
  currencies: readonly PurchaseCurrency[],
  current: PurchaseCurrency,
  caipNetworkId: string | undefined,
): PurchaseCurrency {
  const chainId = caipNetworkId?.split(':')[1]
  const onNetwork = (currency: PurchaseCurrency) =>
    currency.networks.some((network) => network.chain_id === chainId)
  if (onNetwork(current)) return current
  return (
    currencies.find((currency) => currency.symbol === current.symbol && onNetwork(currency)) ??
    currencies.find(onNetwork) ??
    current
  )
}

/**
 * The on-ramp flow without a view: currencies (GET onramp/options with the default fallback),
 * amount and quote (quotesLoading, mock-quote fallback), the providers of the remote config
 * and the provider's checkout address with the meld parameters. State lives in a store.
 */
export function createOnRampController(options: OnRampControllerOptions): OnRampController {
  const store = createStore<OnRampState>(initialState())
  let quoteRequest = 0

  const controller: OnRampController = {
    store,
    providers() {
      const account = options.account()
      if (account && !ONRAMP_CHAINS.includes(account.namespace)) return []
      return onRampProvidersFrom(options.providers(), account?.namespace)
    },
    async loadOptions() {
      let lists: Pick<OnRampState, 'purchaseCurrencies' | 'paymentCurrencies'>
      try {
        const loaded = await options.client.getOptions()
        lists = {
          purchaseCurrencies:
            loaded.purchaseCurrencies.length > 0
              ? loaded.purchaseCurrencies
              : DEFAULT_PURCHASE_CURRENCIES,
          paymentCurrencies:
            loaded.paymentCurrencies.length > 0
              ? loaded.paymentCurrencies
              : DEFAULT_PAYMENT_CURRENCIES,
        }
      } catch {
        lists = {
          purchaseCurrencies: DEFAULT_PURCHASE_CURRENCIES,
          paymentCurrencies: DEFAULT_PAYMENT_CURRENCIES,
        }
      }
      const state = store.getState()
      store.setState({
        ...lists,
        purchaseCurrency: currencyOnNetwork(
          lists.purchaseCurrencies,
          state.purchaseCurrency,
          options.account()?.caipNetworkId,
        ),
        paymentCurrency:
          lists.paymentCurrencies.find((currency) => currency.id === state.paymentCurrency.id) ??
          state.paymentCurrency,
      })
    },
    setPurchaseCurrency(currency) {
      store.setState({ purchaseCurrency: currency })
      void controller.fetchQuote()
    },
    setPaymentCurrency(currency) {
      const { paymentMethod } = store.getState()
      const methods = currency.payment_method_limits.map((limit) => limit.id)
      store.setState({
        paymentCurrency: currency,
        // A method the new currency does not list would leave the amount unchecked.
        paymentMethod: methods.includes(paymentMethod)
          ? paymentMethod
          : (methods[0] ?? DEFAULT_PAYMENT_METHOD),
      })
      void controller.fetchQuote()
    },
    setPaymentMethod(methodId) {
      store.setState({ paymentMethod: methodId })
      void controller.fetchQuote()
    },
    async setPaymentAmount(amount) {
      store.setState({ paymentAmount: amount })
      await controller.fetchQuote()
    },
    amountProblem() {
      const { paymentAmount, paymentCurrency, paymentMethod } = store.getState()
      return checkPaymentAmount(paymentAmount, paymentCurrency, paymentMethod)
    },
    async fetchQuote() {
      const request = ++quoteRequest
      const { paymentAmount, purchaseCurrency, paymentCurrency } = store.getState()
      if (controller.amountProblem() !== undefined || paymentAmount === undefined) {
        store.setState({ quote: undefined, purchaseAmount: undefined, quotesLoading: false })
        return
      }
      store.setState({ quotesLoading: true })
      let quote: OnRampQuote
      try {
        const answer = await options.client.getQuote({
          purchaseCurrency: purchaseCurrency.symbol,
          paymentCurrency: paymentCurrency.id,
          amount: paymentAmount,
          network: options.account()?.caipNetworkId ?? '',
        })
        quote = {
          purchaseAmount: answer.purchaseAmount,
          paymentAmount: answer.paymentAmount ?? {
            amount: paymentAmount,
            currency: paymentCurrency.id,
          },
          mocked: false,
        }
      } catch {
        quote = mockQuote(paymentAmount, purchaseCurrency, paymentCurrency)
      }
      if (request !== quoteRequest) return
      store.setState({
        quote,
        purchaseAmount: quote.purchaseAmount.amount,
        quotesLoading: false,
      })
    },
    async checkoutUrl(provider) {
      const account = options.account()
      if (!account) throw new Error('Connect a wallet to buy crypto')
      const { purchaseCurrency, paymentCurrency, paymentAmount } = store.getState()
      const generated = await options.client.generateUrl({
        provider: provider.name,
        address: `${account.caipNetworkId}:${account.address}`,
        purchaseCurrency: purchaseCurrency.symbol,
        paymentCurrency: paymentCurrency.id,
        paymentAmount: paymentAmount ?? 0,
      })
      const url =
        provider.name === 'meld'
          ? buildMeldUrl({
              url: generated,
              publicKey: options.meldPublicKey,
              namespace: account.namespace,
              walletAddress: account.address,
              externalCustomerId: options.projectId,
            })
          : webUrlOf(generated)
      store.setState({ selectedProvider: provider, checkoutUrl: url })
      return url
    },
    reset() {
      quoteRequest++
      store.setState(initialState())
    },
  }
  return controller
}
