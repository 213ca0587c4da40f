import {
  type AppKit,
  createAppKit,
  type NamespaceAdapter,
  TOKEN_BALANCE_UNAVAILABLE,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { testMainnet } from '../../testing/createTestKit.js'
import { refreshNativeBalance } from './refreshNativeBalance.js'

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

/**
 * One outage: the chain RPC and the blockchain data API both down. TEST DOUBLE adapter: its
 * balance read fails as the RPC would; the data API answers 400 (not retried).
 */
async function outageKit() {
  const rpc = { down: true }
  const unused = () => Promise.reject(new Error('not used in this test'))
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    connect: unused,
    reconnect: unused,
    disconnect: unused,
    switchNetwork: unused,
    getBalance: async (_address, caipNetwork) => {
      if (rpc.down) throw new Error('rpc down')
      return {
        formatted: '1',
        value: 10n ** 18n,
        decimals: 18,
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },
    signMessage: unused,
    send: unused,
    // The blockchain data API serves EVM token balances.
    tokenBalances: true,
    isAddress: () => true,
    watch: () => () => {},
  }
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [testMainnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    fetch: async () =>
      new Response(JSON.stringify({ message: 'down' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(adapter)
  kit.registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    caipNetwork: testMainnet,
  })
  return { kit, rpc }
}

function recordToasts() {
  const shown: string[] = []
  return { shown, show: (_variant: string, message: string) => void shown.push(message) }
}

/** What the token list does with a refresh (useTokenBalances): 'unavailable' is the toast. */
async function refreshTokens(kit: AppKit, toasts: ReturnType<typeof recordToasts>) {
  const result = await kit.balances.refresh()
  if (result.status === 'unavailable') toasts.show('error', TOKEN_BALANCE_UNAVAILABLE)
  return result.status
}

describe('Account view balances', () => {
  it(`native and token failures of one outage show '${TOKEN_BALANCE_UNAVAILABLE}' once, whichever fails first`, async () => {
    const nativeFirst = await outageKit()
    const toasts = recordToasts()
    await refreshNativeBalance(nativeFirst.kit, toasts)
    expect(await refreshTokens(nativeFirst.kit, toasts)).toBe('blocked')
    expect(toasts.shown).toEqual([TOKEN_BALANCE_UNAVAILABLE])

    const tokensFirst = await outageKit()
    const others = recordToasts()
    expect(await refreshTokens(tokensFirst.kit, others)).toBe('unavailable')
    await refreshNativeBalance(tokensFirst.kit, others)
    await refreshNativeBalance(tokensFirst.kit, others)
    expect(others.shown).toEqual([TOKEN_BALANCE_UNAVAILABLE])
  })

  it('the native balance toasts again only after the outage is over', async () => {
    const { kit, rpc } = await outageKit()
    const toasts = recordToasts()
    await refreshNativeBalance(kit, toasts)
    rpc.down = false
    await refreshNativeBalance(kit, toasts)
    expect(kit.registry.store.getState().chains.eip155?.balance).toBe('1.000')
    rpc.down = true
    await refreshNativeBalance(kit, toasts)
    expect(toasts.shown).toEqual([TOKEN_BALANCE_UNAVAILABLE, TOKEN_BALANCE_UNAVAILABLE])
  })
})
