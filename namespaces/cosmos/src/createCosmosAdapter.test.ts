import { AppKitError } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createCosmosAdapter } from './createCosmosAdapter.js'
import { cosmoshub } from './networks/cosmoshub.js'
import { installTestKeplr } from './testing/installTestKeplr.js'
import { verifyAdr36Signature } from './verify/verifyAdr36Signature.js'

/** m/44'/118'/0'/0/0 of the Hardhat mnemonic. */
const ADDRESS = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'

describe('createCosmosAdapter', () => {
  it('connects through enable and getKey: one eoa account on the configured network', async () => {
    const { connector, uninstall } = await installTestKeplr()
    const adapter = createCosmosAdapter({ networks: [cosmoshub] })
    const result = await adapter.connect(connector, {})
    expect(result).toEqual({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetwork: cosmoshub,
    })
    uninstall()
  })

  it('a rejected enable fails the connect, and nothing is connected', async () => {
    const { connector, uninstall } = await installTestKeplr(async () => false)
    const adapter = createCosmosAdapter({ networks: [cosmoshub] })
    await expect(adapter.connect(connector, {})).rejects.toThrow('Request rejected')
    await expect(adapter.reconnect(connector)).resolves.toBeUndefined()
    uninstall()
  })

  it('signs an ADR-36 message that cosmjs verifies against the address', async () => {
    const prompt = vi.fn(async () => true)
    const { connector, uninstall } = await installTestKeplr(prompt)
    const adapter = createCosmosAdapter({ networks: [cosmoshub] })
    await adapter.connect(connector, {})
    const signature = await adapter.signMessage(connector, ADDRESS, 'Hello cosmos')
    expect(prompt).toHaveBeenLastCalledWith(
      expect.objectContaining({ summary: 'Sign message: Hello cosmos' }),
    )
    await expect(
      verifyAdr36Signature({ address: ADDRESS, message: 'Hello cosmos', signature }),
    ).resolves.toBe(true)
    await expect(
      verifyAdr36Signature({ address: ADDRESS, message: 'Hello cosmos!', signature }),
    ).resolves.toBe(false)
    // The adapter's own check (sign-in verifies with it) agrees.
    const verify = (message: string) =>
      adapter.verifyMessage?.({ address: ADDRESS, message, signature, caipNetwork: cosmoshub })
    await expect(verify('Hello cosmos')).resolves.toBe(true)
    await expect(verify('Hello cosmos!')).resolves.toBe(false)
    uninstall()
  })

  it('reconnects without a prompt once the chain was allowed', async () => {
    const prompt = vi.fn(async () => true)
    const { connector, uninstall } = await installTestKeplr(prompt)
    const adapter = createCosmosAdapter({ networks: [cosmoshub] })
    await adapter.connect(connector, {})
    prompt.mockClear()
    const again = await adapter.reconnect(connector)
    expect(again?.accounts).toEqual([{ address: ADDRESS, type: 'eoa' }])
    expect(prompt).not.toHaveBeenCalled()
    uninstall()
  })

  it("balances fail with 'Unsupported chain'; no send, token balances or auth connector (spec §6: EVM and solana only)", async () => {
    const adapter = createCosmosAdapter({ networks: [cosmoshub] })
    await expect(adapter.getBalance(ADDRESS, cosmoshub)).rejects.toThrow(AppKitError)
    expect(adapter.send).toBeUndefined()
    expect(adapter.tokenBalances).toBeUndefined()
    expect(adapter.authConnector).toBeUndefined()
  })

  it('fails to connect without a cosmos network or a Keplr-style provider', async () => {
    const { connector, uninstall } = await installTestKeplr()
    await expect(createCosmosAdapter({ networks: [] }).connect(connector, {})).rejects.toThrow(
      'Chain is not supported',
    )
    await expect(
      createCosmosAdapter({ networks: [cosmoshub] }).connect({ ...connector, provider: {} }, {}),
    ).rejects.toThrow('Failed to connect')
    uninstall()
  })

  it('reports an account change from keplr_keystorechange', async () => {
    const { connector, window, uninstall } = await installTestKeplr()
    const adapter = createCosmosAdapter({ networks: [cosmoshub], eventTarget: window })
    await adapter.connect(connector, {})
    const accountsChanged = vi.fn()
    const stop = adapter.watch(connector, {
      accountsChanged,
      chainChanged: vi.fn(),
      disconnected: vi.fn(),
    })
    window.dispatchEvent(new Event('keplr_keystorechange'))
    await vi.waitFor(() =>
      expect(accountsChanged).toHaveBeenCalledWith('keplr', [{ address: ADDRESS, type: 'eoa' }]),
    )
    stop()
    uninstall()
  })
})
