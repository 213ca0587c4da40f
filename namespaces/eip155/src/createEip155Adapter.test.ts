import type { RequestArguments } from '@appkit/emulator/test-wallet'
import type { AdapterEvents } from '@appkit/kernel'
import { AppKitError, UserRejectedRequestError } from '@appkit/kernel'
import {
  createPublicClient,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEip155Adapter } from './createEip155Adapter.js'
import { recordRequests } from './testing/recordRequests.js'
import { createTestWallet, type LocalChains, startLocalChains } from './testing/startLocalChains.js'
import type { RequestObserverFactory } from './transport/RpcRequestObserver.js'

let chains: LocalChains

beforeAll(async () => {
  chains = await startLocalChains()
}, 30_000)

afterAll(async () => {
  await chains?.stop()
})

function nodeClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) })
}

function createAdapter(requestObserver?: RequestObserverFactory) {
  return createEip155Adapter({
    networks: [chains.hardhat, chains.localhost],
    projectId: 'test-project',
    ...(requestObserver ? { requestObserver } : {}),
  })
}

function recordEvents() {
  const seen: { accounts: string[][]; chains: (number | string)[]; disconnected: string[] } = {
    accounts: [],
    chains: [],
    disconnected: [],
  }
  const events: AdapterEvents = {
    accountsChanged: (_id, accounts) => seen.accounts.push(accounts.map((a) => a.address)),
    chainChanged: (_id, chainId) => seen.chains.push(chainId),
    disconnected: (id) => seen.disconnected.push(id),
  }
  return { seen, events }
}

describe('createEip155Adapter family abilities (spec §4 and §6)', () => {
  it('sends, serves token balances, supports the auth connector, keeps the view after a native send and prices its Max with the gas of a transfer', async () => {
    const adapter = createAdapter()
    expect(adapter.send).toBeTypeOf('function')
    expect(adapter).toMatchObject({
      tokenBalances: true,
      authConnector: true,
      nativeSendKeepsView: true,
    })
    const answers: Record<string, unknown> = {
      eth_getBlockByNumber: { number: '0x1' },
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x3b9aca00',
    }
    const request = async (method: string) => answers[method]
    const from = '0x1111111111111111111111111111111111111111'
    // 21000 gas at 1 gwei * 1.2
    await expect(adapter.nativeSendFee?.({ from, to: from, request })).resolves.toBe(
      25_200_000_000_000n,
    )
    adapter.destroy()
  })
})

describe('createEip155Adapter connect, reconnect, disconnect (test wallet on the emulator)', () => {
  it('connect asks eth_requestAccounts and returns the wallet accounts on its configured network', async () => {
    const wallet = createTestWallet(chains)
    const result = await createAdapter().connect(wallet.connector, {})
    expect(result.accounts[0]).toEqual({ address: wallet.addresses[0], type: 'eoa' })
    expect(result.caipNetwork).toEqual(chains.hardhat)
    expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts'])
  })

  it('a chain not among the configured networks still connects, as the Unknown Network', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createEip155Adapter({ networks: [chains.localhost] })
    const { caipNetwork } = await adapter.connect(wallet.connector, {})
    expect(caipNetwork).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Unknown Network',
      chainNamespace: 'eip155',
    })
  })

  it('reconnect reads eth_accounts without a prompt; no account gives undefined', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    expect(await adapter.reconnect(wallet.connector)).toBeUndefined()
    expect(wallet.prompts).toHaveLength(0)
    await adapter.connect(wallet.connector, {})
    const result = await adapter.reconnect(wallet.connector)
    expect(result?.accounts.map((a) => a.address)).toEqual(wallet.addresses)
    expect(wallet.prompts).toHaveLength(1)
  })

  it('disconnect revokes the permission, so a later reconnect finds no account', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    await adapter.disconnect(wallet.connector)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await adapter.reconnect(wallet.connector)).toBeUndefined()
  })

  it("disconnect calls the connector's own disconnect (the embedded wallet signs out there), not wallet_revokePermissions", async () => {
    const requests: string[] = []
    let disconnected = 0
    const provider = {
      request: async ({ method }: { method: string }) => {
        requests.push(method)
        return null
      },
    }
    const adapter = createAdapter()
    await adapter.disconnect({
      id: 'own',
      type: 'AUTH',
      name: 'Email',
      chain: 'eip155',
      provider,
      disconnect: async () => {
        disconnected += 1
      },
    })
    expect(disconnected).toBe(1)
    expect(requests).not.toContain('wallet_revokePermissions')
  })

  it('a rejected connect (4001) surfaces as UserRejectedRequestError', async () => {
    const wallet = createTestWallet(chains)
    wallet.answer(false)
    const error = await createAdapter()
      .connect(wallet.connector, {})
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
  })

  it('a connector without an EIP-1193 provider fails with "Failed to connect"', async () => {
    const connector = { id: 'x', type: 'INJECTED' as const, name: 'X', chain: 'eip155' as const }
    await expect(createAdapter().connect(connector, {})).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      category: 'PROVIDER_ERROR',
    })
    await expect(createAdapter().reconnect(connector)).resolves.toBeUndefined()
  })
})

describe('createEip155Adapter watch: the wallet events, decoded', () => {
  it('feeds accountsChanged, chainChanged (hex to number) and disconnect to AdapterEvents', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    const { seen, events } = recordEvents()
    const unwatch = adapter.watch(wallet.connector, events)
    wallet.selectAccount(1)
    await adapter.switchNetwork(wallet.connector, chains.localhost)
    wallet.disconnect()
    expect(seen.accounts[0]?.[0]).toBe(wallet.addresses[1])
    expect(seen.chains).toEqual([1337])
    expect(seen.accounts.at(-1)).toEqual([])
    wallet.destroy()
    expect(seen.disconnected).toEqual(['dev.appkit.testwallet'])
    unwatch()
  })

  it('stops listening after the unsubscribe', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    const { seen, events } = recordEvents()
    adapter.watch(wallet.connector, events)()
    wallet.selectAccount(2)
    expect(seen.accounts).toEqual([])
  })
})

describe('createEip155Adapter reads, signs and sends on the local chains', () => {
  it('getBalance equals the chain balance, formatted untruncated', async () => {
    const wallet = createTestWallet(chains)
    const address = wallet.addresses[1]!
    const balance = await createAdapter().getBalance(address, chains.hardhat)
    const onChain = await nodeClient(chains.hardhat.rpcUrls.default.http[0]!).getBalance({
      address,
    })
    expect(balance).toEqual({
      value: onChain,
      formatted: formatEther(onChain),
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('signMessage sends personal_sign with the UTF-8 message as hex; viem verifies it', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    const message = 'Sign in to AppKit ✓'
    const signature = await adapter.signMessage(wallet.connector, wallet.addresses[0]!, message)
    expect(wallet.prompts.at(-1)?.params).toEqual([
      `0x${Buffer.from(message, 'utf8').toString('hex')}`,
      wallet.addresses[0],
    ])
    expect(
      await verifyMessage({
        address: wallet.addresses[0]!,
        message,
        signature: signature as never,
      }),
    ).toBe(true)
  })

  it("verifyMessage (sign-in's check): the EOA's signature offline; another message, signer or a malformed signature is refused, asking the chain", async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    const address = wallet.addresses[0]!
    const message = 'Sign in to AppKit ✓'
    const signature = await adapter.signMessage(wallet.connector, address, message)
    const verify = (request: { address?: string; message?: string; signature?: string }) =>
      adapter.verifyMessage?.({
        address,
        message,
        signature,
        caipNetwork: chains.hardhat,
        ...request,
      })
    await expect(verify({})).resolves.toBe(true)
    await expect(verify({ message: `${message}!` })).resolves.toBe(false)
    await expect(verify({ address: wallet.addresses[1]! })).resolves.toBe(false)
    await expect(verify({ signature: 'not hex' })).resolves.toBe(false)
    await expect(verify({ address: 'not an address' })).resolves.toBe(false)
  })

  it('a native send of 0.01 ETH is a plain transfer that moves 0.01 ETH on chain', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    const [from, , to] = wallet.addresses
    const client = nodeClient(chains.hardhat.rpcUrls.default.http[0]!)
    const before = await client.getBalance({ address: to! })
    const hash = await adapter.send({
      connector: wallet.connector,
      from: from!,
      to: to!,
      amount: '0.01',
      caipNetwork: chains.hardhat,
    })
    await adapter.waitForTransaction?.(hash, chains.hardhat)
    expect((await client.getBalance({ address: to! })) - before).toBe(parseEther('0.01'))
    const sent = await client.getTransaction({ hash: hash as `0x${string}` })
    expect(sent).toMatchObject({ to: to!.toLowerCase(), value: parseEther('0.01'), input: '0x' })
  })

  it('a token send of 5 TEST calls the token contract transfer(receiver, amount)', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    const [from, , to] = wallet.addresses
    const token = chains.emulator.urls.token
    const client = nodeClient(chains.hardhat.rpcUrls.default.http[0]!)
    const balanceOf = () =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to!],
      })
    const before = await balanceOf()
    const hash = await adapter.send({
      connector: wallet.connector,
      from: from!,
      to: to!,
      amount: '5',
      token: { address: `eip155:31337:${token.address}`, symbol: 'TEST', decimals: 18 },
      caipNetwork: chains.hardhat,
    })
    await adapter.waitForTransaction?.(hash, chains.hardhat)
    expect((await balanceOf()) - before).toBe(parseUnits('5', 18))
    const sent = await client.getTransaction({ hash: hash as `0x${string}` })
    expect(sent.to).toBe(token.address.toLowerCase())
    expect(sent.value).toBe(0n)
  })

  it('a rejected send (4001) surfaces as UserRejectedRequestError', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    wallet.answer(false)
    const error = await adapter
      .send({
        connector: wallet.connector,
        from: wallet.addresses[0]!,
        to: wallet.addresses[1]!,
        amount: '0.01',
        caipNetwork: chains.hardhat,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('bad send input gets a clear validation error before the wallet is asked', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    const base = {
      connector: wallet.connector,
      from: wallet.addresses[0]!,
      to: wallet.addresses[1]!,
      amount: '1',
      caipNetwork: chains.hardhat,
    }
    await expect(adapter.send({ ...base, to: '0x123' })).rejects.toMatchObject({
      shortMessage: 'Invalid EVM address: 0x123',
      category: 'VALIDATION_ERROR',
    })
    await expect(adapter.send({ ...base, amount: 'abc' })).rejects.toMatchObject({
      shortMessage: 'Invalid amount: abc',
    })
    expect(wallet.prompts).toHaveLength(0)
  })

  it('getBalance on a network without RPC URL fails with "Chain is not supported"', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createEip155Adapter({ networks: [] })
    const { caipNetwork } = await adapter.connect(wallet.connector, {})
    await expect(adapter.getBalance(wallet.addresses[0]!, caipNetwork)).rejects.toThrow(AppKitError)
    await expect(adapter.getBalance(wallet.addresses[0]!, caipNetwork)).rejects.toMatchObject({
      shortMessage: 'Chain is not supported',
    })
  })
})

describe('createEip155Adapter switchNetwork', () => {
  it('switches the wallet from 31337 to 1337 with wallet_switchEthereumChain', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    await adapter.switchNetwork(wallet.connector, chains.localhost)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts'])
  })

  it('on 4902 (unrecognized chain) adds the chain with the spec fields, then is on it', async () => {
    const wallet = createTestWallet(chains, { supportedChainIds: [31337] })
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    await adapter.switchNetwork(wallet.connector, chains.localhost)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x539')
    const add = wallet.prompts.find((p) => p.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x539',
        chainName: 'Localhost',
        rpcUrls: chains.localhost.rpcUrls.default.http,
        nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
        blockExplorerUrls: [],
        iconUrls: [],
      },
    ])
  })

  it('also adds the chain when the wallet nests 4902 under data.originalError.code', async () => {
    const wallet = createTestWallet(chains, { supportedChainIds: [31337] })
    const nesting = {
      ...wallet.provider,
      request: (args: RequestArguments) =>
        wallet.provider.request(args).catch((error: { code?: number; message?: string }) => {
          if (error.code !== 4902) throw error
          throw { code: -32603, message: 'Internal error', data: { originalError: error } }
        }),
    }
    const connector = { ...wallet.connector, provider: nesting }
    const adapter = createAdapter()
    await adapter.connect(connector, {})
    await adapter.switchNetwork(connector, chains.localhost)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(wallet.prompts.map((p) => p.method)).toContain('wallet_addEthereumChain')
  })

  it('a rejected add (4001) surfaces as UserRejectedRequestError and leaves the chain', async () => {
    const wallet = createTestWallet(chains, { supportedChainIds: [31337] })
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    wallet.answer(false)
    await expect(adapter.switchNetwork(wallet.connector, chains.localhost)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('a send on another chain than the wallet is refused with a clear error', async () => {
    const wallet = createTestWallet(chains)
    const adapter = createAdapter()
    await adapter.connect(wallet.connector, {})
    await adapter.switchNetwork(wallet.connector, chains.localhost)
    const error = await adapter
      .send({
        connector: wallet.connector,
        from: wallet.addresses[0]!,
        to: wallet.addresses[1]!,
        amount: '0.01',
        caipNetwork: chains.hardhat,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppKitError)
    expect((error as AppKitError).message).toMatch(/does not match the target chain/)
  })
})

describe('createEip155Adapter RPC: the public client', () => {
  it('reports each call with its AppKit RPC URL (chainId and projectId) to the observer', async () => {
    const { started, finished, requestObserver } = recordRequests()
    const adapter = createAdapter(requestObserver)
    const wallet = createTestWallet(chains)
    await adapter.getBalance(wallet.addresses[0]!, chains.hardhat)
    expect(started).toHaveLength(1)
    const url = new URL(started[0]!.url)
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('projectId')).toBe('test-project')
    expect(started[0]).toMatchObject({
      id: 1,
      kind: 'json-rpc',
      method: 'POST',
      source: 'eip155:31337',
      rpcMethods: ['eth_getBalance'],
      batchSize: 1,
    })
    expect(finished[0]).toMatchObject({ id: 1, ok: true, status: 200, attempts: 1 })
    // Batching is on (spec §7 'batchable'): even one call goes out as a batch of one.
    expect(started[0]?.body).toMatchObject([{ jsonrpc: '2.0', method: 'eth_getBalance' }])
    expect(finished[0]?.response).toMatchObject([{ jsonrpc: '2.0', result: expect.any(String) }])
  })

  it('keeps one public client per network per adapter', async () => {
    const adapter = createAdapter()
    const first = await adapter.getPublicClient(chains.hardhat)
    expect(await adapter.getPublicClient(chains.hardhat)).toBe(first)
    expect(await adapter.getPublicClient(chains.localhost)).not.toBe(first)
    expect(await createAdapter().getPublicClient(chains.hardhat)).not.toBe(first)
  })

  it('isAddress accepts checksummed and all-lowercase addresses, not a bad checksum', () => {
    const adapter = createAdapter()
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(adapter.isAddress(address)).toBe(true)
    expect(adapter.isAddress(address.toLowerCase())).toBe(true)
    expect(adapter.isAddress(address.replace('C5', 'c5'))).toBe(false)
    expect(adapter.isAddress('0x1234')).toBe(false)
  })
})
