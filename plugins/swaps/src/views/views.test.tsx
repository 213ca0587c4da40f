import { createPluginContext } from '@appkit/kernel'
import { AppKitProvider } from '@appkit/ui'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SwapsClient } from '../createSwapsClient.js'
import { createSwapsController, type SwapsAccount } from '../createSwapsController.js'
import { createTestKit } from '../testing/createTestKit.js'
import { bindSwapPreviewView } from './SwapPreviewView.js'
import { bindSwapSelectTokenView } from './SwapSelectTokenView.js'
import { bindSwapView } from './SwapView.js'

const offline = () => Promise.reject(new Error('offline'))
const client: SwapsClient = {
  getTokens: offline,
  getQuote: offline,
  getAllowance: offline,
  getGasPrice: offline,
  buildApprove: offline,
  buildTransaction: offline,
}

const render = (element: ReactElement) => renderToString(element).replaceAll('<!-- -->', '')

function setUp(account: SwapsAccount | undefined, locale?: string) {
  const kit = createTestKit(undefined, locale ? { locale } : {})
  const controller = createSwapsController({
    client,
    account: () => account,
    sendTransaction: offline,
    balanceOf: () => undefined,
    refreshBalances: async () => {},
  })
  return { kit, ctx: createPluginContext(kit, 'test').context, controller }
}

/** A view as the modal renders it: inside the kit's provider (its locale and messages). */
function renderIn(kit: ReturnType<typeof createTestKit>, element: ReactElement) {
  return render(<AppKitProvider kit={kit}>{element}</AppKitProvider>)
}

describe('swap views (server-rendered markup)', () => {
  it("Swap on a network that is not a swap network: 'Network not supported for Swaps' as an alert", () => {
    const context = setUp({ address: '0x1', caipNetworkId: 'eip155:1337' })
    const View = bindSwapView(context)
    const html = renderIn(context.kit, <View view="Swap" data={undefined} />)
    expect(html).toMatch(/<p role="alert"[^>]*>Network not supported for Swaps<\/p>/)
    expect(html).not.toContain('You pay')
  })

  it("Swap on a swap network: 'You pay' labels the amount, token buttons are named, review is disabled", () => {
    const context = setUp({ address: '0x1', caipNetworkId: 'eip155:10' })
    const View = bindSwapView(context)
    const html = renderIn(context.kit, <View view="Swap" data={undefined} />)
    expect(html).toMatch(/<label[^>]*>You pay<\/label>/)
    expect(html).toContain('aria-label="Select token to pay with"')
    expect(html).toContain('aria-label="Select token to receive"')
    expect(html).toContain('aria-label="Switch tokens"')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Review swap<\/button>/)
  })

  it('SwapSelectToken: a labelled search, the suggested tokens and the list', () => {
    const { kit, ctx, controller } = setUp({ address: '0x1', caipNetworkId: 'eip155:10' })
    controller.store.setState({
      tokens: [
        { name: 'Test Token', symbol: 'TEST', address: 'eip155:10:0x2', decimals: 18, logoUri: '' },
        { name: 'Ether', symbol: 'ETH', address: 'eip155:10:0x1', decimals: 18, logoUri: '' },
      ],
    })
    const View = bindSwapSelectTokenView({ ctx, controller })
    const html = renderIn(kit, <View view="SwapSelectToken" data={{ side: 'to' }} />)
    expect(html).toMatch(/<label[^>]*>Search tokens<\/label>/)
    expect(html).toContain('aria-label="ETH (suggested)"')
    // Popular first: ETH before TEST.
    expect(html.indexOf('Ether')).toBeLessThan(html.indexOf('Test Token'))
  })

  describe('SwapPreview', () => {
    const eth = {
      name: 'Ether',
      symbol: 'ETH',
      address: 'eip155:10:0x1',
      decimals: 18,
      logoUri: '',
    }
    const test = {
      name: 'Test Token',
      symbol: 'TEST',
      address: 'eip155:10:0x2',
      decimals: 18,
      logoUri: '',
    }

    function renderPreview(
      state: Parameters<ReturnType<typeof setUp>['controller']['store']['setState']>[0],
      locale?: string,
    ) {
      const { kit, ctx, controller } = setUp({ address: '0x1', caipNetworkId: 'eip155:10' }, locale)
      controller.store.setState(state)
      const View = bindSwapPreviewView({ ctx, controller })
      return renderIn(kit, <View view="SwapPreview" data={undefined} />)
    }

    const ready = {
      sourceToken: eth,
      toToken: test,
      sourceAmount: '0.1',
      quote: { fromAmount: 10n ** 17n, toAmount: 99_500_000_000_000_000_000n },
    }

    it("shows what is paid and received, the minimum at 'slippage 1 %' and the 'Gas price' in gwei", () => {
      const html = renderPreview({ ...ready, gasPrice: 1_500_000_000n, approvalNeeded: false })
      expect(html).toContain('<dd data-testid="swap-preview-pay">0.1 ETH</dd>')
      expect(html).toContain('<dd data-testid="swap-preview-receive">≈ 99.5 TEST</dd>')
      expect(html).toMatch(/<dt>Minimum received \(slippage 1%\)<\/dt><dd>98\.505 TEST<\/dd>/)
      expect(html).toContain('<dt>Gas price</dt><dd>1.5 gwei</dd>')
      expect(html).toMatch(/<button[^>]*>Swap<\/button>/)
      expect(html).not.toContain('Approve ETH')
    })

    it('leaves the gas price row out while the price is unknown, and asks for the approval first when needed', () => {
      const html = renderPreview({
        ...ready,
        sourceToken: test,
        toToken: eth,
        approvalNeeded: true,
      })
      expect(html).not.toContain('Gas price')
      expect(html).toContain('Allow the swap to use your TEST first')
      expect(html).toMatch(/<button[^>]*>Approve TEST<\/button>/)
    })

    it("writes the amounts in the visitor's locale, cut as in English", () => {
      const html = renderPreview(
        { ...ready, gasPrice: 1_500_000_000n, approvalNeeded: false },
        'de',
      )
      expect(html).toContain('<dd data-testid="swap-preview-pay">0,1 ETH</dd>')
      expect(html).toContain('<dd data-testid="swap-preview-receive">≈ 99,5 TEST</dd>')
      expect(html).toContain('<dd>98,505 TEST</dd>')
      expect(html).toContain('<dd>1,5 gwei</dd>')
    })

    it('with nothing to swap, says so and leads back to Swap', () => {
      const html = renderPreview({})
      expect(html).toContain('Nothing to swap yet')
      expect(html).toContain('Back to Swap')
    })
  })
})
