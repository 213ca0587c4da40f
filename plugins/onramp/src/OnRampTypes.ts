import type { ChainNamespace } from '@appkit/kernel'

/** One network a purchase currency is sold on (spec §3, the provider API's own field names). */
export interface PurchaseCurrencyNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** A crypto currency to buy (spec §3 on-ramp purchaseCurrency). */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: readonly PurchaseCurrencyNetwork[]
}

/** The amounts one payment method accepts, as decimal text (spec §5 '10.00 to 7500.00'). */
export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

/** A fiat currency to pay with (spec §3 on-ramp paymentCurrency). */
export interface PaymentCurrency {
  id: string
  payment_method_limits: readonly PaymentMethodLimit[]
}

/** The currencies the on-ramp offers (GET onramp/options). */
export interface OnRampOptions {
  purchaseCurrencies: readonly PurchaseCurrency[]
  paymentCurrencies: readonly PaymentCurrency[]
}

/** An amount in a currency, as the quote gives it. */
export interface QuoteAmount {
  amount: number
  currency: string
}

/** POST onramp/quote's answer; `mocked` when it is the spec §7 fallback, not a live quote. */
export interface OnRampQuote {
  purchaseAmount: QuoteAmount
  paymentAmount: QuoteAmount
  mocked: boolean
}

/** A provider the project's remote config names, with what the modal shows of it (spec §6). */
export interface OnRampProvider {
  /** The remote config's name, e.g. 'meld'. */
  name: string
  label: string
  /** Spec §6 'provider fee range 1-2%'. */
  feeRange: string
  supportedChains: readonly ChainNamespace[]
}
