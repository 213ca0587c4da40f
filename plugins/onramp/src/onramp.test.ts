import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MessageDescriptor } from '@appkit/kernel'
import { connectTestWallet, TEST_ADDRESS } from '@appkit/tests/testEvmWallet'
import { ACCOUNT_ENTRIES } from '@appkit/ui/account-entries'
import { describe, expect, it } from 'vitest'
import { ONRAMP_SERVICE, onramp } from './onramp.js'
import { createTestKit } from './testing/createTestKit.js'

/** An Account entry's label as a message (a plain text stands for itself). */
function toMessage(label: string | MessageDescriptor): MessageDescriptor {
  return typeof label === 'string' ? { id: label, message: label } : label
}

describe('the onramp plugin', () => {
  it('registers OnRampProviders, OnRampTokenSelect, OnRampFiatSelect and BuyInProgress', async () => {
    const kit = createTestKit()
    kit.use(onramp())
    await kit.ready
    for (const view of [
      'OnRampProviders',
      'OnRampTokenSelect',
      'OnRampFiatSelect',
      'BuyInProgress',
    ]) {
      expect(kit.router.hasView(view)).toBe(true)
    }
    expect(kit.services.get(ONRAMP_SERVICE)).toBeDefined()
  })

  it("spec §6: the 'onramp' feature (default ['meld']) gates it: turned off, nothing is registered and no 'Buy crypto'", async () => {
    expect(onramp().gate).toBe('onramp')
    const off = createTestKit({ features: { onramp: false } }).use(onramp())
    await off.ready
    expect(off.gates.gate('onramp')).toBe(false)
    for (const view of [
      'OnRampProviders',
      'OnRampTokenSelect',
      'OnRampFiatSelect',
      'BuyInProgress',
    ]) {
      expect(off.router.hasView(view)).toBe(false)
    }
    expect(off.services.get(ONRAMP_SERVICE)).toBeUndefined()
    await connectTestWallet(off)
    expect(off.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []).toEqual([])
    const byDefault = createTestKit().use(onramp())
    await byDefault.ready
    expect(byDefault.gates.features().onrampProviders).toEqual(['meld'])
    expect(byDefault.router.hasView('OnRampProviders')).toBe(true)
  })

  it("spec §5 end to end: a remote config whose onramp 'config' is not an array of strings offers no provider", async () => {
    // A real HTTP server answering GET /appkit/v1/config, as the project API would.
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ features: [{ id: 'onramp', isEnabled: true, config: 'meld' }] }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const kit = createTestKit({ api: `http://127.0.0.1:${port}` }).use(onramp())
      await kit.ready
      expect(kit.gates.features().onrampProviders).toEqual([])
      await connectTestWallet(kit)
      const controller = kit.services.get(ONRAMP_SERVICE)
      expect(controller).toBeDefined()
      expect(controller?.providers()).toEqual([])
      expect(kit.alerts.store.getState().alerts).toEqual([])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("shows 'Buy crypto' in the Account view once an eip155 account is connected", async () => {
    const kit = createTestKit()
    kit.use(onramp())
    await kit.ready
    const entries = () => kit.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []
    expect(entries()).toEqual([])
    await connectTestWallet(kit)
    expect(entries().map((entry) => [kit.i18n.t(toMessage(entry.label)), entry.view])).toEqual([
      ['Buy crypto', 'OnRampProviders'],
    ])
    await kit.disconnect()
    expect(entries()).toEqual([])
  })

  it("words its entry and its views' titles in the visitor's locale, again when it changes", async () => {
    const kit = createTestKit({
      messages: { de: { 'onramp.accountEntry': 'Krypto kaufen', 'onramp.buyTitle': 'Kaufen' } },
    })
    kit.use(onramp())
    await kit.ready
    await connectTestWallet(kit)
    const labels = () =>
      (kit.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []).map((entry) =>
        kit.i18n.t(toMessage(entry.label)),
      )
    const title = (view: string) => {
      const registered = kit.router.viewTitle(view)
      return typeof registered === 'object' ? kit.i18n.t(registered) : registered
    }
    expect(labels()).toEqual(['Buy crypto'])
    expect(
      ['OnRampProviders', 'OnRampFiatSelect', 'OnRampTokenSelect', 'BuyInProgress'].map(title),
    ).toEqual(['Buy crypto', 'Select currency', 'Select token', 'Buy in progress'])
    await kit.i18n.setLocale('de')
    expect(labels()).toEqual(['Krypto kaufen'])
    expect(title('OnRampProviders')).toBe('Kaufen')
  })

  it('names the connected account as the buyer, with the default meld provider', async () => {
    const kit = createTestKit()
    kit.use(onramp())
    await kit.ready
    await connectTestWallet(kit)
    const controller = kit.services.get(ONRAMP_SERVICE)
    expect(controller?.providers().map((provider) => provider.name)).toEqual(['meld'])
    const generated: unknown[] = []
    const original = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      generated.push(JSON.parse(String(init?.body)))
      expect(String(input)).toContain('/v1/generators/onrampurl')
      return new Response(JSON.stringify({ url: 'http://127.0.0.1:9/checkout' }), {
        headers: { 'content-type': 'application/json' },
      })
    }
    try {
      const url = new URL((await controller?.checkoutUrl(controller.providers()[0]!)) ?? '')
      expect(url.searchParams.get('walletAddress')).toBe(TEST_ADDRESS)
      expect(generated[0]).toMatchObject({ address: `eip155:31337:${TEST_ADDRESS}` })
    } finally {
      globalThis.fetch = original
    }
  })

  it('withdraws its views, entry and service on destroy', async () => {
    const kit = createTestKit()
    kit.use(onramp())
    await kit.ready
    kit.destroy()
    expect(kit.router.hasView('OnRampProviders')).toBe(false)
    expect(kit.services.get(ONRAMP_SERVICE)).toBeUndefined()
  })
})
