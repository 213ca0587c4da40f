import { describe, expect, it, vi } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter.js'
import { polkadotMainnet } from './networks/polkadotMainnet.js'
import { installTestExtension } from './testing/installTestExtension.js'
import { verifyPolkadotSignature } from './verify/verifyPolkadotSignature.js'

const options = { networks: [polkadotMainnet], dappName: 'AppKit tests' }

describe('createPolkadotAdapter', () => {
  it('connects through enable(dappName) and accounts.get: eoa accounts on the polkadot network', async () => {
    const prompt = vi.fn(async () => true)
    const { connector, uninstall } = await installTestExtension(prompt)
    const result = await createPolkadotAdapter(options).connect(connector, {})
    expect(result.caipNetwork).toBe(polkadotMainnet)
    expect(result.accounts).toHaveLength(1)
    expect(result.accounts[0]?.type).toBe('eoa')
    expect(result.accounts[0]?.address).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{46,47}$/)
    expect(prompt).toHaveBeenCalledWith(
      expect.objectContaining({ params: { dappName: 'AppKit tests' } }),
    )
    uninstall()
  })

  it('a rejected enable fails the connect', async () => {
    const { connector, uninstall } = await installTestExtension(async () => false)
    await expect(createPolkadotAdapter(options).connect(connector, {})).rejects.toThrow(
      'Rejected by user',
    )
    uninstall()
  })

  it('signs a raw message that @polkadot/util-crypto verifies against the address', async () => {
    const { connector, uninstall } = await installTestExtension()
    const adapter = createPolkadotAdapter(options)
    const { accounts } = await adapter.connect(connector, {})
    const address = accounts[0]?.address ?? ''
    const signature = await adapter.signMessage(connector, address, 'Hello polkadot')
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    await expect(
      verifyPolkadotSignature({ address, message: 'Hello polkadot', signature }),
    ).resolves.toBe(true)
    await expect(
      verifyPolkadotSignature({ address, message: 'Hello polkadot?', signature }),
    ).resolves.toBe(false)
    // The adapter's own check (sign-in verifies with it) agrees.
    const caipNetwork = polkadotMainnet
    await expect(
      adapter.verifyMessage?.({ address, message: 'Hello polkadot', signature, caipNetwork }),
    ).resolves.toBe(true)
    await expect(
      adapter.verifyMessage?.({ address, message: 'Hello polkadot?', signature, caipNetwork }),
    ).resolves.toBe(false)
    uninstall()
  })

  it('reconnects without a prompt once the app was allowed, and not before', async () => {
    const prompt = vi.fn(async () => true)
    const { connector, uninstall } = await installTestExtension(prompt)
    const adapter = createPolkadotAdapter(options)
    await adapter.connect(connector, {})
    prompt.mockClear()
    await expect(adapter.reconnect(connector)).resolves.toMatchObject({
      caipNetwork: polkadotMainnet,
    })
    expect(prompt).not.toHaveBeenCalled()
    uninstall()
  })

  it("balances fail with 'Unsupported chain'; no send, token balances or auth connector (the kernel answers 'Unsupported chain' to a send)", async () => {
    const adapter = createPolkadotAdapter(options)
    await expect(adapter.getBalance('x', polkadotMainnet)).rejects.toMatchObject({
      shortMessage: 'Unsupported chain',
    })
    expect(adapter.send).toBeUndefined()
    expect(adapter.tokenBalances).toBeUndefined()
    expect(adapter.authConnector).toBeUndefined()
  })
})
