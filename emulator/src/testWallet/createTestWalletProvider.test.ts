import { verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  type CreateTestWalletProviderOptions,
  createTestWalletProvider,
} from './createTestWalletProvider.js'
import type { TestWalletPromptRequest, TestWalletStorage } from './types.js'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const chains = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' },
  { chainId: 1337, rpcUrl: 'http://127.0.0.1:8546', name: 'Hardhat 1337' },
]

function setup(overrides: Partial<CreateTestWalletProviderOptions> = {}) {
  const prompt = vi.fn(async (_request: TestWalletPromptRequest) => true)
  const wallet = createTestWalletProvider({ chains, prompt, ...overrides })
  const events: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    wallet.provider.on(event, (payload) => events.push([event, payload]))
  }
  return { wallet, provider: wallet.provider, prompt, events }
}

function memoryStorage(): TestWalletStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const addChain1337 = {
  chainId: '0x539',
  chainName: 'Hardhat 1337',
  rpcUrls: ['http://127.0.0.1:8546'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

describe('createTestWalletProvider', () => {
  it('derives accountCount (default 3) Hardhat test accounts from the mnemonic', () => {
    const { wallet } = setup()
    expect(wallet.addresses).toEqual([
      account0,
      account1,
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ])
    expect(setup({ accountCount: 1 }).wallet.addresses).toEqual([account0])
  })

  it('eth_requestAccounts approved returns the accounts and emits accountsChanged', async () => {
    const { provider, prompt, events } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    expect(accounts).toEqual([account0, account1, expect.any(String)])
    expect(prompt).toHaveBeenCalledWith({
      method: 'eth_requestAccounts',
      params: [],
      origin: 'unknown',
      summary: 'Connect',
    })
    expect(events).toContainEqual(['accountsChanged', accounts])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(accounts)
    // Already connected: no second prompt.
    await provider.request({ method: 'eth_requestAccounts' })
    expect(prompt).toHaveBeenCalledTimes(1)
  })

  it("eth_requestAccounts rejected fails with 4001 'User rejected the request.'", async () => {
    const { provider, prompt } = setup()
    prompt.mockResolvedValueOnce(false)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('autoApprove approves without prompting', async () => {
    const { provider, prompt } = setup({ autoApprove: true })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toHaveLength(3)
    expect(prompt).not.toHaveBeenCalled()
  })

  it('an unknown method fails with 4200', async () => {
    const { provider } = setup()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(provider.request({ method: 'wallet_doesNotExist' })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('a malformed request fails with -32600', async () => {
    const { provider } = setup()
    await expect(provider.request({} as never)).rejects.toMatchObject({ code: -32600 })
  })

  it('eth_chainId is the active chain in hex; switching to a known chain emits chainChanged', async () => {
    const { provider, events } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(events).toContainEqual(['chainChanged', '0x539'])
  })

  it('wallet_switchEthereumChain to an unknown chain gives 4902 and succeeds after wallet_addEthereumChain', async () => {
    const { provider, prompt, events } = setup({ supportedChainIds: [31337] })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChain1337] })
    expect(prompt).toHaveBeenLastCalledWith(
      expect.objectContaining({
        summary: 'Add network Hardhat 1337 (chain id 1337) and switch to it',
      }),
    )
    // Adding switches, as MetaMask does.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(events).toContainEqual(['chainChanged', '0x539'])
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
  })

  it('wallet_addEthereumChain rejected fails with 4001 and leaves the chain unknown', async () => {
    const { provider, prompt } = setup({ supportedChainIds: [31337] })
    prompt.mockResolvedValueOnce(false)
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [addChain1337] }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('wallet_addEthereumChain validates its params with -32602 before prompting', async () => {
    const { provider, prompt } = setup({ supportedChainIds: [31337] })
    const invalid = [
      { ...addChain1337, chainId: '1337' },
      { ...addChain1337, chainId: '0x0539' },
      { ...addChain1337, chainName: '' },
      { ...addChain1337, rpcUrls: [] },
      { ...addChain1337, rpcUrls: ['javascript:alert(1)'] },
      { ...addChain1337, nativeCurrency: { name: 'Ether', symbol: 'ETH' } },
      { ...addChain1337, nativeCurrency: { name: 'Ether', symbol: 'TOOLONGSYM', decimals: 18 } },
      { ...addChain1337, blockExplorerUrls: ['not a url'] },
    ]
    for (const params of invalid) {
      await expect(
        provider.request({ method: 'wallet_addEthereumChain', params: [params] }),
      ).rejects.toMatchObject({ code: -32602 })
    }
    expect(prompt).not.toHaveBeenCalled()
  })

  it('an added chain that is configured keeps the configured RPC URL', async () => {
    const fetch = vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x1' }))
    const { provider } = setup({ supportedChainIds: [31337], fetch })
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ ...addChain1337, rpcUrls: ['https://example.invalid/rpc'] }],
    })
    await provider.request({ method: 'eth_blockNumber' })
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8546', expect.anything())
  })

  it('personal_sign produces a signature verifyMessage accepts for the account address', async () => {
    const { provider, prompt } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account0],
    })) as `0x${string}`
    expect(prompt).toHaveBeenLastCalledWith(
      expect.objectContaining({ summary: 'Sign message: hello' }),
    )
    expect(await verifyMessage({ address: account0, message: 'hello', signature })).toBe(true)
    expect(await verifyMessage({ address: account1, message: 'hello', signature })).toBe(false)

    const text = (await provider.request({
      method: 'personal_sign',
      params: ['Sign in to AppKit', account1.toLowerCase()],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: account1, message: 'Sign in to AppKit', signature: text }),
    ).toBe(true)
  })

  it('personal_sign fails with 4100 when not connected or for an address not in the wallet', async () => {
    const { provider, prompt } = setup()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account0] }),
    ).rejects.toMatchObject({ code: 4100 })
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(prompt).toHaveBeenCalledTimes(1)
  })

  it('personal_sign rejected fails with 4001', async () => {
    const { provider, prompt } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    prompt.mockResolvedValueOnce(false)
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account0] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('eth_signTypedData_v4 signs EIP-712 data that verifyTypedData accepts', async () => {
    const { provider, prompt } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'AppKit', version: '1', chainId: 31337 },
      message: { to: account1, contents: 'Hello' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account0, JSON.stringify(typedData)],
    })) as `0x${string}`
    expect(prompt).toHaveBeenLastCalledWith(
      expect.objectContaining({ summary: 'Sign typed data: Mail for AppKit' }),
    )
    const valid = await verifyTypedData({
      address: account0,
      signature,
      types: { Mail: typedData.types.Mail },
      primaryType: 'Mail',
      domain: { ...typedData.domain, chainId: BigInt(typedData.domain.chainId) },
      message: typedData.message,
    })
    expect(valid).toBe(true)
  })

  it('eth_signTypedData_v4 rejects malformed typed data with -32602', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [account0, '{not json'] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('eth_sendTransaction needs a connected from address (4100) and valid params (-32602)', async () => {
    const { provider, prompt } = setup()
    const tx = { from: account0, to: account1, value: '0x2386f26fc10000' }
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [tx] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ ...tx, to: 'nope' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ ...tx, value: 'lots' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    prompt.mockResolvedValueOnce(false)
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [tx] }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    expect(prompt).toHaveBeenLastCalledWith(
      expect.objectContaining({ summary: `Send 0.01 ETH to ${account1}` }),
    )
  })

  it('forwards read-only methods to the active chain RPC URL and passes node errors on', async () => {
    const bodies: unknown[] = []
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body))
      bodies.push(body)
      if (body.method === 'eth_call') {
        return Response.json({
          jsonrpc: '2.0',
          id: body.id,
          error: { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' },
        })
      }
      return Response.json({ jsonrpc: '2.0', id: body.id, result: '0xde0b6b3a7640000' })
    })
    const { provider } = setup({ fetch })
    expect(await provider.request({ method: 'eth_getBalance', params: [account0, 'latest'] })).toBe(
      '0xde0b6b3a7640000',
    )
    expect(fetch).toHaveBeenLastCalledWith(
      'http://127.0.0.1:8545',
      expect.objectContaining({ method: 'POST' }),
    )
    expect(bodies[0]).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_getBalance',
      params: [account0, 'latest'],
    })
    await expect(
      provider.request({ method: 'eth_call', params: [{ to: account1, data: '0x' }, 'latest'] }),
    ).rejects.toMatchObject({ code: 3, message: 'execution reverted: nope', data: '0x08c379a0' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    await provider.request({ method: 'eth_blockNumber' })
    expect(fetch).toHaveBeenLastCalledWith('http://127.0.0.1:8546', expect.anything())
  })

  it('an unreachable RPC URL fails with -32603 naming the URL', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const { provider } = setup({ fetch })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: -32603,
      message: 'Could not reach http://127.0.0.1:8545: fetch failed',
    })
  })

  it('wallet_revokePermissions disconnects and emits accountsChanged []', async () => {
    const { provider, events } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    expect(await provider.request({ method: 'wallet_getPermissions' })).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ value: expect.arrayContaining([account0]) }],
      },
    ])
    expect(
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).toBe(null)
    expect(events.at(-1)).toEqual(['accountsChanged', []])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
  })

  it('wallet_requestPermissions prompts and connects', async () => {
    const { provider, prompt } = setup()
    const permissions = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(prompt).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Connect' }))
    expect(permissions).toMatchObject([{ parentCapability: 'eth_accounts' }])
    expect(await provider.request({ method: 'eth_accounts' })).toHaveLength(3)
  })

  it('disconnect() from the wallet side emits accountsChanged []', async () => {
    const { wallet, provider, events } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.disconnect()
    expect(events.at(-1)).toEqual(['accountsChanged', []])
  })

  it('selectAccount puts the selected account first and emits accountsChanged', async () => {
    const { wallet, provider, events } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.selectAccount(1)
    expect(events.at(-1)).toEqual(['accountsChanged', [account1, account0, expect.any(String)]])
    expect(() => wallet.selectAccount(3)).toThrow('no account at index 3')
  })

  it('emits connect with the chain id once created', async () => {
    const { events } = setup()
    await Promise.resolve()
    expect(events).toContainEqual(['connect', { chainId: '0x7a69' }])
  })

  it('destroy emits disconnect (4900) and later requests fail with 4900', async () => {
    const { wallet, provider, events } = setup()
    wallet.destroy()
    expect(events.at(-1)?.[0]).toBe('disconnect')
    expect(events.at(-1)?.[1]).toMatchObject({ code: 4900 })
    expect(provider.isConnected()).toBe(false)
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
  })

  it('persists the connection, account and chains so eth_accounts answers after a reload', async () => {
    const storage = memoryStorage()
    const first = setup({
      storage,
      storageKey: 'dev.appkit.testwallet',
      supportedChainIds: [31337],
    })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({ method: 'wallet_addEthereumChain', params: [addChain1337] })
    first.wallet.selectAccount(1)
    expect(storage.data.has('dev.appkit.testwallet')).toBe(true)

    const reloaded = setup({
      storage,
      storageKey: 'dev.appkit.testwallet',
      supportedChainIds: [31337],
    })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([
      account1,
      account0,
      expect.any(String),
    ])
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(reloaded.prompt).not.toHaveBeenCalled()
  })

  it('ignores a corrupt or stale stored state', async () => {
    const storage = memoryStorage()
    storage.setItem('k', '{"version":1,"connected":"yes"}')
    const { provider } = setup({ storage, storageKey: 'k' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    storage.setItem(
      'k',
      JSON.stringify({
        version: 1,
        connected: true,
        accountIndex: 9,
        chainId: 31337,
        addedChains: [],
      }),
    )
    expect(
      await setup({ storage, storageKey: 'k' }).provider.request({ method: 'eth_accounts' }),
    ).toEqual([])
  })

  it('shows one prompt at a time and queues the others', async () => {
    const resolvers: ((approved: boolean) => void)[] = []
    const prompt = vi.fn(
      (_request: TestWalletPromptRequest) =>
        new Promise<boolean>((resolve) => resolvers.push(resolve)),
    )
    const { provider } = setup({ prompt })
    const first = provider.request({ method: 'eth_requestAccounts' })
    const second = provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(prompt).toHaveBeenCalledTimes(1)
    resolvers[0]?.(false)
    await expect(first).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(2))
    resolvers[1]?.(true)
    await expect(second).resolves.toHaveLength(1)
  })

  it('destroy fails the open and queued requests with 4900 and never shows the queued ones', async () => {
    const resolvers: ((approved: boolean) => void)[] = []
    const prompt = vi.fn(
      (_request: TestWalletPromptRequest) =>
        new Promise<boolean>((resolve) => resolvers.push(resolve)),
    )
    const { wallet, provider } = setup({ prompt })
    const open = provider.request({ method: 'eth_requestAccounts' })
    const queued = provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1))
    wallet.destroy()
    resolvers[0]?.(true)
    await expect(open).rejects.toMatchObject({ code: 4900 })
    await expect(queued).rejects.toMatchObject({ code: 4900 })
    expect(prompt).toHaveBeenCalledTimes(1)
  })

  it('refuses options without a supported chain or with an unknown supported chain', () => {
    const prompt = async () => true
    expect(() => createTestWalletProvider({ chains, prompt, supportedChainIds: [] })).toThrow(
      'at least one chain must be supported',
    )
    expect(() => createTestWalletProvider({ chains, prompt, supportedChainIds: [10] })).toThrow(
      'supported chain 10 is not in chains',
    )
  })
})
