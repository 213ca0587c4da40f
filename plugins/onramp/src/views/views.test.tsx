import { type AppKit, createPluginContext } from '@appkit/kernel'
import { AppKitProvider } from '@appkit/ui'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { OnRampClient } from '../createOnRampClient.js'
import { createOnRampController } from '../createOnRampController.js'
import { createTestKit } from '../testing/createTestKit.js'
import { bindBuyInProgressView } from './BuyInProgressView.js'
import { bindOnRampFiatSelectView } from './OnRampFiatSelectView.js'
import { bindOnRampProvidersView } from './OnRampProvidersView.js'
import { bindOnRampTokenSelectView } from './OnRampTokenSelectView.js'

const client: OnRampClient = {
  getOptions: () => Promise.reject(new Error('offline')),
  getQuote: () => Promise.reject(new Error('offline')),
  generateUrl: () => Promise.reject(new Error('offline')),
}

/** The markup without React's text separators, inside the kit's provider (locale, messages). */
const render = ({ kit }: { kit: AppKit }, element: ReactElement) =>
  renderToString(<AppKitProvider kit={kit}>{element}</AppKitProvider>).replaceAll('<!-- -->', '')

function setUp(providers: unknown = ['meld'], locale?: string) {
  const kit = createTestKit(locale ? { locale } : {})
  const { context: ctx } = createPluginContext(kit, 'test')
  const controller = createOnRampController({
    client,
    account: () => undefined,
    providers: () => providers,
    projectId: 'p',
    meldPublicKey: 'k',
  })
  return { kit, ctx, controller, openWindow: () => {} }
}

describe('on-ramp views (server-rendered markup)', () => {
  it("OnRampProviders: the amount labelled 'You pay', the card limits, Meld with 'Fee 1-2%'", () => {
    const context = setUp()
    const View = bindOnRampProvidersView(context)
    const html = render(context, <View view="OnRampProviders" data={undefined} />)
    expect(html).toMatch(/<label[^>]*>You pay<\/label>/)
    expect(html).toContain('Card: 10.00 to 7500.00 USD')
    expect(html).toContain('Meld')
    expect(html).toContain('Fee 1-2%')
    expect(html).toContain('USDC')
  })

  it('OnRampProviders offers a choice of payment method (card checked, bank account), and shows the chosen limits', () => {
    const context = setUp()
    const View = bindOnRampProvidersView(context)
    const html = render(context, <View view="OnRampProviders" data={undefined} />)
    expect(html).toMatch(/<legend[^>]*>Pay with<\/legend>/)
    expect(html).toContain(
      '<input type="radio" name="onramp-payment-method" checked="" value="card"/>',
    )
    expect(html).toMatch(/<input type="radio"[^>]*value="bank_account"/)
    expect(html).toContain('Bank account')
    context.controller.setPaymentMethod('bank_account')
    expect(render(context, <View view="OnRampProviders" data={undefined} />)).toContain(
      'Bank account: 10.00 to 25000.00 USD',
    )
  })

  it("OnRampProviders writes the limits and the quote in the visitor's locale", () => {
    const context = setUp(['meld'], 'de')
    context.controller.store.setState({ purchaseAmount: 98.5 })
    const View = bindOnRampProvidersView(context)
    const html = render(context, <View view="OnRampProviders" data={undefined} />)
    expect(html).toContain('10,00')
    expect(html).toContain('7500,00')
    expect(html).toContain('>98,5</output>')
  })

  it('OnRampProviders says there is no provider when the remote config list is not an array', () => {
    const context = setUp('meld')
    const View = bindOnRampProvidersView(context)
    const html = render(context, <View view="OnRampProviders" data={undefined} />)
    expect(html).toContain('No on-ramp provider is available here.')
  })

  it("OnRampProviders shows 'quotesLoading' as 'Getting a quote…' (busy, announced politely), then the quote", () => {
    const context = setUp()
    const View = bindOnRampProvidersView(context)
    const output = () =>
      render(context, <View view="OnRampProviders" data={undefined} />).match(
        /<output[^>]*>[^<]*<\/output>/,
      )?.[0]
    context.controller.store.setState({ quotesLoading: true })
    expect(output()).toContain('aria-busy="true"')
    expect(output()).toContain('aria-live="polite"')
    expect(output()).toContain('>Getting a quote…</output>')
    context.controller.store.setState({ quotesLoading: false, purchaseAmount: 98.5 })
    expect(output()).toContain('aria-busy="false"')
    expect(output()).toContain('>98.5</output>')
  })

  it('OnRampProviders says when the quote is the mock fallback', () => {
    const context = setUp()
    context.controller.store.setState({
      quote: {
        purchaseAmount: { amount: 50, currency: 'USDC' },
        paymentAmount: { amount: 50, currency: 'USD' },
        mocked: true,
      },
      purchaseAmount: 50,
    })
    const View = bindOnRampProvidersView(context)
    const html = render(context, <View view="OnRampProviders" data={undefined} />)
    expect(html).toContain('Live quote unavailable: showing an estimate')
  })

  it('OnRampFiatSelect lists USD and EUR; OnRampTokenSelect lists USD Coin on Ethereum, Polygon', () => {
    const context = setUp()
    const Fiat = bindOnRampFiatSelectView(context)
    const fiat = render(context, <Fiat view="OnRampFiatSelect" data={undefined} />)
    expect(fiat).toContain('USD')
    expect(fiat).toContain('EUR')
    const Token = bindOnRampTokenSelectView(context)
    const token = render(context, <Token view="OnRampTokenSelect" data={undefined} />)
    expect(token).toContain('USD Coin')
    expect(token).toContain('USDC on Ethereum, Polygon')
  })

  it('spec §7 currency and token images by id: each currency row shows an <img> the kit built (projectId, st, sv)', () => {
    const context = setUp()
    const Fiat = bindOnRampFiatSelectView(context)
    const fiat = render(context, <Fiat view="OnRampFiatSelect" data={undefined} />)
    const sources = (html: string) =>
      [...html.matchAll(/<img src="([^"]+)"/g)].map(
        (match) => new URL(match[1]!.replaceAll('&amp;', '&')),
      )
    const fiatImages = sources(fiat)
    expect(fiatImages.map((url) => url.pathname)).toEqual([
      '/public/getCurrencyImage/USD',
      '/public/getCurrencyImage/EUR',
    ])
    for (const url of fiatImages) {
      expect(Object.fromEntries(url.searchParams)).toEqual(context.ctx.apiQuery)
    }
    const Token = bindOnRampTokenSelectView(context)
    const token = render(context, <Token view="OnRampTokenSelect" data={undefined} />)
    expect(sources(token).map((url) => url.pathname)).toEqual(['/public/getTokenImage/USDC'])
  })

  it('BuyInProgress names the provider and offers to open it again', () => {
    const context = setUp()
    context.controller.store.setState({
      selectedProvider: context.controller.providers()[0],
      checkoutUrl: 'http://127.0.0.1:9/checkout',
    })
    const View = bindBuyInProgressView(context)
    const html = render(context, <View view="BuyInProgress" data={undefined} />)
    expect(html).toContain('Complete the purchase in the Meld window.')
    expect(html).toContain('Open Meld again')
  })

  it("BuyInProgress offers no 'Open again' for a checkout address that is not http or https", () => {
    const context = setUp()
    context.controller.store.setState({
      selectedProvider: context.controller.providers()[0],
      checkoutUrl: 'javascript:alert(1)//',
    })
    const View = bindBuyInProgressView(context)
    const html = render(context, <View view="BuyInProgress" data={undefined} />)
    expect(html).toContain('Complete the purchase in the Meld window.')
    expect(html).not.toContain('Open Meld again')
  })
})
