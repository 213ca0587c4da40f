import type { MessageDescriptor } from '@appkit/kernel'
import { ACCOUNT_ENTRIES } from '@appkit/ui/account-entries'
import { describe, expect, it } from 'vitest'
import { ACTIVITY_SERVICE, activity } from './activity.js'
import { ACTIVITY_VIEW } from './policies.js'
import { connectEvm, createTestKit, solanaLocal } from './testing/createTestKit.js'
import { type JsonReply, startJsonServer } from './testing/startJsonServer.js'
import { LOCAL_CHAIN, makeTransaction, TEST_ADDRESS } from './testing/transactionFixtures.js'

/** A test kit with the plugin, set up (a remote-gated plugin waits for the features). */
async function withActivity(options: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit(options).use(activity())
  await kit.ready
  return kit
}

/** A label or title as the visitor reads it: a message is worded by the kit. */
const text = (
  kit: ReturnType<typeof createTestKit>,
  shown: string | MessageDescriptor | undefined,
) => (typeof shown === 'object' ? kit.i18n.t(shown) : shown)

/** The Account view's entries, their labels as the visitor reads them. */
const entries = (kit: ReturnType<typeof createTestKit>) =>
  (kit.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []).map((entry) => ({
    ...entry,
    label: text(kit, entry.label),
  }))

describe('the activity plugin', () => {
  it("registers the 'Activity' view, its Account entry and the history service", async () => {
    const kit = createTestKit().use(activity())
    expect(kit.router.hasView(ACTIVITY_VIEW)).toBe(false)
    await kit.ready
    expect(kit.router.hasView(ACTIVITY_VIEW)).toBe(true)
    expect(text(kit, kit.router.viewTitle(ACTIVITY_VIEW))).toBe('Activity')
    expect(kit.services.get(ACTIVITY_SERVICE)).toBeDefined()
    expect(entries(kit)).toEqual([{ id: 'appkit:activity', label: 'Activity', view: 'Activity' }])
  })

  it('is gated by the remote feature `activity`: closed, it registers nothing', async () => {
    const kit = await withActivity({ features: { activity: false } })
    expect(kit.router.hasView(ACTIVITY_VIEW)).toBe(false)
    expect(kit.services.get(ACTIVITY_SERVICE)).toBeUndefined()
    expect(entries(kit)).toEqual([])
  })

  it("spec §6 'activity EVM only': the Account entry is hidden on a Solana network", async () => {
    const kit = await withActivity()
    kit.registry.setActiveNetwork(solanaLocal)
    expect(entries(kit)).toEqual([])
    kit.registry.setActiveNetwork(kit.registry.store.getState().networks[0]!)
    expect(entries(kit).map((entry) => entry.label)).toEqual(['Activity'])
  })

  it('loads pages through the kit over HTTP, and forgets them when the account disconnects', async () => {
    const replies: JsonReply[] = [
      { status: 200, body: { data: [makeTransaction('1')], next: 'c2' } },
      { status: 200, body: { data: [makeTransaction('2')], next: null } },
    ]
    const server = await startJsonServer(() => replies.shift() ?? { status: 500 })
    try {
      const kit = await withActivity({ blockchainApi: server.url })
      await connectEvm(kit)
      const history = kit.services.get(ACTIVITY_SERVICE)!
      await history.load(TEST_ADDRESS, LOCAL_CHAIN)
      await history.loadMore()
      expect(history.store.getState().transactions.map((t) => t.id)).toEqual(['1', '2'])
      expect(server.requests.map((r) => r.query.get('cursor'))).toEqual([null, 'c2'])
      await kit.disconnect()
      expect(history.store.getState().transactions).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('reports a failed page through the kit (errorReported), with empty set and cursor cleared', async () => {
    const server = await startJsonServer(() => ({ status: 404, body: { message: 'Not found' } }))
    try {
      const kit = await withActivity({ blockchainApi: server.url })
      const reported: string[] = []
      kit.hooks.errorReported.tap('test', (info) => {
        reported.push(info.category)
      })
      const history = kit.services.get(ACTIVITY_SERVICE)!
      await history.load(TEST_ADDRESS, LOCAL_CHAIN)
      expect(history.store.getState()).toMatchObject({ empty: true, next: undefined })
      expect(reported).toEqual(['API_ERROR'])
    } finally {
      await server.close()
    }
  })

  it('withdraws its view, entry and service on destroy', async () => {
    const kit = await withActivity()
    const store = kit.services.get(ACCOUNT_ENTRIES)!
    kit.destroy()
    expect(kit.router.hasView(ACTIVITY_VIEW)).toBe(false)
    expect(kit.services.get(ACTIVITY_SERVICE)).toBeUndefined()
    expect(store.getState().entries).toEqual([])
  })
})
