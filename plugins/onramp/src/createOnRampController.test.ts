import { describe, expect, it, vi } from 'vitest'
import type { OnRampClient } from './createOnRampClient.js'
import { createOnRampController, type OnRampAccount } from './createOnRampController.js'
import type { PurchaseCurrency } from './OnRampTypes.js'
import {
  DEFAULT_PAYMENT_CURRENCIES,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_CURRENCIES,
  DEFAULT_PURCHASE_CURRENCY,
} from './policies.js'

const evmAccount: OnRampAccount = {
  namespace: 'eip155',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  caipNetworkId: 'eip155:31337',
}

const localUsdc: PurchaseCurrency = {
  id: 'usdc-local',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'hardhat', display_name: 'Hardhat', chain_id: '31337', contract_address: '0x1' },
  ],
}

function fakeClient(overrides: Partial<OnRampClient> = {}): OnRampClient {
  return {
    getOptions: async () => ({
      purchaseCurrencies: [DEFAULT_PURCHASE_CURRENCY, localUsdc],
      paymentCurrencies: DEFAULT_PAYMENT_CURRENCIES,
    }),
    getQuote: async (request) => ({
      purchaseAmount: { amount: request.amount * 0.985, currency: request.purchaseCurrency },
    }),
    generateUrl: async () => 'http://127.0.0.1:4100/onramp/checkout?chainId=31337',
    ...overrides,
  }
}

function controllerWith(
  client: OnRampClient,
  account: OnRampAccount | undefined = evmAccount,
  providers: unknown = ['meld'],
) {
  return createOnRampController({
    client,
    account: () => account,
    providers: () => providers,
    projectId: 'project-1',
    meldPublicKey: 'key-1',
  })
}

describe('createOnRampController', () => {
  it("starts with the spec §3 defaults: 'purchase currency USD Coin on Ethereum and Polygon mainnets; payment currency USD'", () => {
    const { store } = controllerWith(fakeClient())
    const state = store.getState()
    expect(state.purchaseCurrency.name).toBe('USD Coin')
    expect(state.purchaseCurrency.networks.map((network) => network.display_name)).toEqual([
      'Ethereum',
      'Polygon',
    ])
    expect(state.paymentCurrency.id).toBe('USD')
    expect(state.quotesLoading).toBe(false)
  })

  it('loads the options and picks the purchase currency sold on the active network', async () => {
    const controller = controllerWith(fakeClient())
    await controller.loadOptions()
    expect(controller.store.getState().purchaseCurrencies).toHaveLength(2)
    expect(controller.store.getState().purchaseCurrency).toBe(localUsdc)
  })

  it("'GET onramp/options (falls back to default list on failure)'", async () => {
    const controller = controllerWith(
      fakeClient({ getOptions: () => Promise.reject(new Error('HTTP 500')) }),
    )
    await controller.loadOptions()
    const state = controller.store.getState()
    expect(state.purchaseCurrencies).toBe(DEFAULT_PURCHASE_CURRENCIES)
    expect(state.paymentCurrencies).toBe(DEFAULT_PAYMENT_CURRENCIES)
  })

  it("'quotesLoading during quote fetch', then purchaseAmount from the quote's purchaseAmount.amount", async () => {
    let answer: (value: { purchaseAmount: { amount: number; currency: string } }) => void = () => {}
    const controller = controllerWith(
      fakeClient({ getQuote: () => new Promise((resolve) => (answer = resolve)) }),
    )
    const done = controller.setPaymentAmount(50)
    await vi.waitFor(() => expect(controller.store.getState().quotesLoading).toBe(true))
    answer({ purchaseAmount: { amount: 49.25, currency: 'USDC' } })
    await done
    const state = controller.store.getState()
    expect(state.quotesLoading).toBe(false)
    expect(state.purchaseAmount).toBe(49.25)
    expect(state.quote?.mocked).toBe(false)
  })

  it("'POST onramp/quote ... falls back to a mock quote on failure'", async () => {
    const controller = controllerWith(
      fakeClient({ getQuote: () => Promise.reject(new Error('HTTP 500')) }),
    )
    await controller.setPaymentAmount(50)
    const state = controller.store.getState()
    expect(state.quotesLoading).toBe(false)
    expect(state.quote).toEqual({
      purchaseAmount: { amount: 50, currency: 'USDC' },
      paymentAmount: { amount: 50, currency: 'USD' },
      mocked: true,
    })
    expect(state.purchaseAmount).toBe(50)
  })

  it('asks no quote for an amount outside the card limits', async () => {
    const getQuote = vi.fn(fakeClient().getQuote)
    const controller = controllerWith(fakeClient({ getQuote }))
    await controller.setPaymentAmount(5)
    expect(getQuote).not.toHaveBeenCalled()
    expect(controller.amountProblem()).toBe('Amount must be between 10.00 and 7500.00 USD')
    expect(controller.store.getState().quote).toBeUndefined()
  })

  it("'Default limits: card 10.00 to 7500.00, bank account 10.00 to 25000.00': the amount is checked against the chosen payment method", async () => {
    const getQuote = vi.fn(fakeClient().getQuote)
    const controller = controllerWith(fakeClient({ getQuote }))
    expect(controller.store.getState().paymentMethod).toBe('card')
    await controller.setPaymentAmount(20_000)
    expect(controller.amountProblem()).toBe('Amount must be between 10.00 and 7500.00 USD')
    expect(getQuote).not.toHaveBeenCalled()
    controller.setPaymentMethod('bank_account')
    expect(controller.amountProblem()).toBeUndefined()
    await expect.poll(() => controller.store.getState().purchaseAmount).toBe(20_000 * 0.985)
    await controller.setPaymentAmount(30_000)
    expect(controller.amountProblem()).toBe('Amount must be between 10.00 and 25000.00 USD')
  })

  it('a payment currency that does not list the chosen method switches to its first method', () => {
    const controller = controllerWith(fakeClient())
    controller.setPaymentMethod('bank_account')
    controller.setPaymentCurrency({
      id: 'GBP',
      payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }],
    })
    expect(controller.store.getState().paymentMethod).toBe('card')
    controller.setPaymentCurrency(DEFAULT_PAYMENT_CURRENCIES[1]!)
    expect(controller.store.getState().paymentMethod).toBe('card')
  })

  it('keeps the latest quote when an earlier one answers last', async () => {
    const answers: ((amount: number) => void)[] = []
    const controller = controllerWith(
      fakeClient({
        getQuote: () =>
          new Promise((resolve) =>
            answers.push((amount) => resolve({ purchaseAmount: { amount, currency: 'USDC' } })),
          ),
      }),
    )
    const first = controller.setPaymentAmount(20)
    const second = controller.setPaymentAmount(30)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]?.(30)
    answers[0]?.(20)
    await Promise.all([first, second])
    expect(controller.store.getState().purchaseAmount).toBe(30)
  })

  it("'reset restores defaults'", async () => {
    const controller = controllerWith(fakeClient())
    await controller.loadOptions()
    controller.setPaymentCurrency(DEFAULT_PAYMENT_CURRENCIES[1]!)
    await controller.setPaymentAmount(70)
    controller.setPaymentMethod('bank_account')
    controller.reset()
    const state = controller.store.getState()
    expect(state.paymentMethod).toBe('card')
    expect(state.purchaseCurrency).toBe(DEFAULT_PURCHASE_CURRENCY)
    expect(state.paymentCurrency).toBe(DEFAULT_PAYMENT_CURRENCY)
    expect(state.paymentAmount).toBe(100)
    expect(state.quote).toBeUndefined()
    expect(state.purchaseCurrencies).toBe(DEFAULT_PURCHASE_CURRENCIES)
  })

  it('lists the remote config providers, none when it is not an array of strings', () => {
    expect(
      controllerWith(fakeClient())
        .providers()
        .map((provider) => provider.name),
    ).toEqual(['meld'])
    expect(controllerWith(fakeClient(), evmAccount, 'meld').providers()).toEqual([])
  })

  it("offers no provider off 'Onramp chains eip155 and solana'", () => {
    const polkadot: OnRampAccount = { ...evmAccount, namespace: 'polkadot' }
    expect(controllerWith(fakeClient(), polkadot).providers()).toEqual([])
  })

  it('opens the generated checkout with the meld parameters and the CAIP-10 buyer', async () => {
    const generateUrl = vi.fn(fakeClient().generateUrl)
    const controller = controllerWith(fakeClient({ generateUrl }))
    await controller.setPaymentAmount(50)
    const [meld] = controller.providers()
    const url = new URL(await controller.checkoutUrl(meld!))
    expect(generateUrl).toHaveBeenCalledWith({
      provider: 'meld',
      address: `eip155:31337:${evmAccount.address}`,
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      paymentAmount: 50,
    })
    expect(url.searchParams.get('walletAddress')).toBe(evmAccount.address)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('externalCustomerId')).toBe('project-1')
    expect(url.searchParams.get('publicKey')).toBe('key-1')
    expect(controller.store.getState().checkoutUrl).toBe(url.href)
  })

  it('refuses a generated checkout address that is not http or https, meld or not, and keeps none', async () => {
    const controller = controllerWith(
      fakeClient({ generateUrl: async () => 'javascript:alert(document.cookie)//' }),
    )
    const [meld] = controller.providers()
    await expect(controller.checkoutUrl(meld!)).rejects.toThrowError('not an http or https URL')
    await expect(controller.checkoutUrl({ ...meld!, name: 'other' })).rejects.toThrowError(
      'not an http or https URL',
    )
    expect(controller.store.getState().checkoutUrl).toBeUndefined()
  })

  it('opens a non-meld checkout as generated, normalized', async () => {
    const controller = controllerWith(
      fakeClient({ generateUrl: async () => 'https://provider.example/buy?x=1' }),
    )
    const [meld] = controller.providers()
    expect(await controller.checkoutUrl({ ...meld!, name: 'other' })).toBe(
      'https://provider.example/buy?x=1',
    )
  })

  it("buys SOL for a Solana account: 'destinationCurrencyCode (SOL on Solana)' and the CAIP-10 buyer", async () => {
    const solanaAccount: OnRampAccount = {
      namespace: 'solana',
      address: 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    const generateUrl = vi.fn(fakeClient().generateUrl)
    const controller = controllerWith(fakeClient({ generateUrl }), solanaAccount)
    const [meld] = controller.providers()
    expect(meld?.name).toBe('meld')
    await controller.setPaymentAmount(50)
    const url = new URL(await controller.checkoutUrl(meld!))
    expect(generateUrl).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'meld',
        address: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAccount.address}`,
      }),
    )
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe(solanaAccount.address)
  })
})
