import type { MessageDescriptor } from '@appkit/kernel'
import { connectTestWallet } from '@appkit/tests/testEvmWallet'
import { ACCOUNT_ENTRIES } from '@appkit/ui/account-entries'
import { describe, expect, it } from 'vitest'
import { SWAPS_SERVICE, swaps } from './swaps.js'
import { createTestKit } from './testing/createTestKit.js'

/** An Account entry's label as a message (a plain text stands for itself). */
function toMessage(label: string | MessageDescriptor): MessageDescriptor {
  return typeof label === 'string' ? { id: label, message: label } : label
}

describe('the swaps plugin', () => {
  it('registers Swap, SwapSelectToken and SwapPreview behind the swaps gate', async () => {
    const plugin = swaps()
    expect(plugin.gate).toBe('swaps')
    const kit = createTestKit().use(plugin)
    await kit.ready
    for (const view of ['Swap', 'SwapSelectToken', 'SwapPreview']) {
      expect(kit.router.hasView(view)).toBe(true)
    }
    expect(kit.services.get(SWAPS_SERVICE)).toBeDefined()
  })

  it("spec §6: the 'swaps' feature (default ['1inch']) gates it: turned off, nothing is registered", async () => {
    const off = createTestKit({ swaps: false }).use(swaps())
    await off.ready
    expect(off.gates.gate('swaps')).toBe(false)
    expect(off.router.hasView('Swap')).toBe(false)
    expect(off.services.get(SWAPS_SERVICE)).toBeUndefined()
    const byDefault = createTestKit().use(swaps())
    await byDefault.ready
    expect(byDefault.gates.features().swapsProviders).toEqual(['1inch'])
    expect(byDefault.router.hasView('Swap')).toBe(true)
  })

  it("shows 'Swap' in the Account view while an EVM account is connected, on any network", async () => {
    const kit = createTestKit().use(swaps())
    await kit.ready
    const entries = () => kit.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []
    expect(entries()).toEqual([])
    await connectTestWallet(kit)
    expect(entries().map((entry) => [kit.i18n.t(toMessage(entry.label)), entry.view])).toEqual([
      ['Swap', 'Swap'],
    ])
    await kit.disconnect()
    expect(entries()).toEqual([])
  })

  it("words its entry and its views' titles in the visitor's locale, again when it changes", async () => {
    const kit = createTestKit(undefined, {
      messages: { de: { 'swaps.accountEntry': 'Tauschen', 'swaps.reviewTitle': 'Tausch prüfen' } },
    }).use(swaps())
    await kit.ready
    await connectTestWallet(kit)
    const labels = () =>
      (kit.services.get(ACCOUNT_ENTRIES)?.getState().entries ?? []).map((entry) =>
        kit.i18n.t(toMessage(entry.label)),
      )
    const title = (view: string, data?: Record<string, unknown>) => {
      const registered = kit.router.viewTitle(view, data)
      return typeof registered === 'object' ? kit.i18n.t(registered) : registered
    }
    expect(labels()).toEqual(['Swap'])
    expect([
      title('Swap'),
      title('SwapSelectToken', { side: 'source' }),
      title('SwapSelectToken', { side: 'to' }),
      title('SwapPreview'),
    ]).toEqual(['Swap', 'Select token to pay with', 'Select token to receive', 'Review swap'])
    await kit.i18n.setLocale('de')
    expect(labels()).toEqual(['Tauschen'])
    expect(title('SwapPreview')).toBe('Tausch prüfen')
  })

  it("says 'Network not supported for Swaps' off the 12 networks, and trades on a declared stand-in", async () => {
    const plain = createTestKit().use(swaps())
    await plain.ready
    await connectTestWallet(plain)
    expect(plain.services.get(SWAPS_SERVICE)?.unsupportedMessage()).toBe(
      'Network not supported for Swaps',
    )
    await expect(plain.services.get(SWAPS_SERVICE)?.fetchGasPrice()).rejects.toThrow(
      'Network not supported for Gas Price',
    )
    const standIn = createTestKit().use(swaps({ networkStandIns: { 'eip155:31337': 'eip155:10' } }))
    await standIn.ready
    await connectTestWallet(standIn)
    expect(standIn.services.get(SWAPS_SERVICE)?.unsupportedMessage()).toBeUndefined()
  })

  it('refuses a stand-in for a network that is not a swap network', () => {
    expect(() => swaps({ networkStandIns: { 'eip155:31337': 'eip155:1337' } })).toThrow(
      'eip155:31337 stands in for eip155:1337, which is not a swap network',
    )
  })

  it('withdraws its views, entry and service on destroy', async () => {
    const kit = createTestKit().use(swaps())
    await kit.ready
    kit.destroy()
    expect(kit.router.hasView('Swap')).toBe(false)
    expect(kit.services.get(SWAPS_SERVICE)).toBeUndefined()
  })
})
