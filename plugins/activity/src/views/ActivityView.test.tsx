import { createPluginContext } from '@appkit/kernel'
import { AppKitProvider } from '@appkit/ui'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createActivityStore } from '../history/createActivityStore.js'
import type { Transaction } from '../history/Transaction.js'
import { connectEvm, createTestKit, solanaLocal } from '../testing/createTestKit.js'
import {
  LOCAL_CHAIN,
  makeTransaction,
  spamNft,
  TEST_ADDRESS,
  tokenIn,
} from '../testing/transactionFixtures.js'
import { bindActivityView } from './ActivityView.js'

/** Renders the view over a history that already holds `data` (effects do not run on the server). */
async function render(
  data: Transaction[] | Error,
  options: { next?: string; connect?: boolean; network?: 'solana' } & Pick<
    Parameters<typeof createTestKit>[0] & {},
    'locale' | 'messages'
  > = {},
) {
  const kit = createTestKit({
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  })
  // The modal loads the message formatter before any view (counts are plural messages).
  await kit.i18n.load()
  if (options.connect !== false) await connectEvm(kit)
  if (options.network === 'solana') kit.registry.setActiveNetwork(solanaLocal)
  const history = createActivityStore({
    fetchPage: async () => {
      if (data instanceof Error) throw data
      return { data, next: options.next ?? null }
    },
    timeZone: 'UTC',
  })
  await history.load(TEST_ADDRESS, LOCAL_CHAIN)
  const View = bindActivityView({
    ctx: createPluginContext(kit, 'test').context,
    history,
    timeZone: 'UTC',
  })
  return renderToString(
    <AppKitProvider kit={kit}>
      <View view="Activity" data={undefined} />
    </AppKitProvider>,
  )
}

describe('Activity view (server-rendered markup)', () => {
  it('lists transactions under month headings, grouped by year then month, in a labelled list', async () => {
    const html = await render([
      makeTransaction('1', { metadata: { minedAt: '2026-11-14T10:32:00Z' } }),
      makeTransaction('2', {
        metadata: { minedAt: '2026-10-02T08:05:00Z', operationType: 'receive' },
        transfers: [tokenIn],
      }),
    ])
    expect(html).toContain('aria-label="Transactions"')
    expect(html).toMatch(/<h3[^>]*>November 2026<\/h3>/)
    expect(html).toMatch(/<h3[^>]*>October 2026<\/h3>/)
    expect(html.indexOf('November 2026')).toBeLessThan(html.indexOf('October 2026'))
    expect(html).toContain('Sent')
    expect(html).toContain('-0.01 ETH')
    expect(html).toContain('Received')
    expect(html).toContain('+5 TT')
    expect(html).toContain('Confirmed')
    expect(html).toContain('Nov 14, 10:32 AM')
    expect(html).toContain('<time dateTime="2026-11-14T10:32:00Z"')
  })

  it('hides spam transactions (spec §5)', async () => {
    const html = await render([
      makeTransaction('1'),
      makeTransaction('2', { transfers: [spamNft] }),
    ])
    expect(html).not.toContain('Free Airdrop')
  })

  it('shows the pending count, 99+ beyond 99 (spec §9)', async () => {
    const pending = Array.from({ length: 120 }, (_, i) =>
      makeTransaction(String(i), { metadata: { status: 'pending' } }),
    )
    const html = await render(pending)
    expect(html).toContain('99+ pending')
  })

  it('shows a spinner asking for the next page while there is a cursor', async () => {
    const html = await render([makeTransaction('1')], { next: 'more' })
    expect(html).toContain('Loading more transactions')
    expect(await render([makeTransaction('1')])).not.toContain('Loading more transactions')
  })

  it('says so when there is no activity', async () => {
    const html = await render([])
    expect(html).toContain('No activity yet')
  })

  it('after a failure: the empty state with Try again (the toast: see toastFetchFailures)', async () => {
    const html = await render(new Error('down'))
    expect(html).toContain('Your activity could not be loaded.')
    expect(html).toContain('Try again')
    expect(html).not.toContain('aria-label="Transactions"')
  })

  it("spec §6 'activity EVM only': nothing is listed on a Solana network", async () => {
    const html = await render([makeTransaction('1')], { network: 'solana' })
    expect(html).toContain('Activity is available on EVM networks only.')
    expect(html).not.toContain('Sent')
  })

  it('asks to connect when no wallet is connected', async () => {
    const html = await render([makeTransaction('1')], { connect: false })
    expect(html).toContain('No wallet is connected')
  })

  it("speaks the visitor's locale: words, month headings, times and digits", async () => {
    const french = {
      locale: 'fr',
      messages: {
        fr: {
          'activity.transaction.sent': 'Envoyé',
          'activity.transaction.confirmed': 'Confirmée',
          'activity.view.transactions': 'Transactions effectuées',
        },
      },
    }
    const html = await render(
      [makeTransaction('1', { metadata: { minedAt: '2026-11-14T10:32:00Z' } })],
      french,
    )
    expect(html).toMatch(/<h3[^>]*>novembre 2026<\/h3>/)
    expect(html).toContain('Envoyé')
    expect(html).toContain('Confirmée')
    expect(html).toContain('-0,01 ETH')
    expect(html).toContain('14 nov., 10:32')
    expect(html).toContain('aria-label="Transactions effectuées"')
    const persian = await render(
      Array.from({ length: 3 }, (_, i) =>
        makeTransaction(String(i), { metadata: { status: 'pending' } }),
      ),
      {
        locale: 'fa',
        messages: { fa: { 'activity.view.pending': '{count, plural, other {# در انتظار}}' } },
      },
    )
    expect(persian).toContain('۳ در انتظار')
    expect(persian).toContain('-۰٫۰۱ ETH')
  })
})
