import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CHAINS, TEST_MNEMONIC } from '../defaults.js'
import { encodeBase58 } from '../solana/base58.js'
import { SOLANA_TEST_TOKEN } from '../solana/SOLANA_TEST_TOKEN.js'
import { startEmulator } from '../startEmulator.js'
import type { RunningEmulator } from '../types.js'
import type { HistoryTransaction, NameRecord, TokenBalance } from './BlockchainApiTypes.js'
import { NAME_RULE_MESSAGE } from './nameRule.js'
import { SPAM_CONTRACTS } from './spamContracts.js'

const keys = 'projectId=appkit-local-project&st=appkit&sv=html-test-1.0.0'
const HARDHAT = 'eip155:31337'
const LOCALHOST = 'eip155:1337'

let emulator: RunningEmulator
let accounts: readonly Address[]

beforeAll(async () => {
  emulator = await startEmulator({
    apiPort: 0,
    chains: DEFAULT_CHAINS.map((chain) => ({ ...chain, port: 0 })),
    stateFile: false,
    log: () => {},
  })
  accounts = emulator.urls.accounts
  // The names registry's database opens on first use (seconds); open it before the tests.
  await fetch(`${emulator.urls.api}/v1/profile/reverse/${accounts[0]}?${keys}`)
}, 60_000)

afterAll(async () => {
  await emulator?.stop()
})

function account(index: number): Address {
  const address = accounts[index]
  if (address === undefined) throw new Error(`No account ${index}`)
  return address
}

async function call(path: string, init?: RequestInit) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${emulator.urls.api}/v1${path}${separator}${keys}`, init)
  return { status: response.status, body: (await response.json()) as unknown }
}

async function post(path: string, body: unknown) {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function balances(address: Address, chainId = HARDHAT) {
  const { status, body } = await call(`/account/${address}/balance?currency=usd&chainId=${chainId}`)
  expect(status).toBe(200)
  return (body as { balances: TokenBalance[] }).balances
}

async function historyPage(address: Address, chainId = HARDHAT, cursor?: string) {
  const query = `chainId=${chainId}${cursor === undefined ? '' : `&cursor=${cursor}`}`
  const { status, body } = await call(`/account/${address}/history?${query}`)
  expect(status).toBe(200)
  return body as { data: HistoryTransaction[]; next: string | null }
}

async function fullHistory(address: Address, chainId = HARDHAT) {
  const all: HistoryTransaction[] = []
  let cursor: string | undefined
  do {
    const page = await historyPage(address, chainId, cursor)
    all.push(...page.data)
    cursor = page.next ?? undefined
  } while (cursor !== undefined)
  return all
}

function clients(chainId = 31337) {
  const rpcUrl = emulator.urls.chains[String(chainId)]?.rpcUrl ?? ''
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return {
    publicClient: createPublicClient({ chain, transport: http(rpcUrl) }),
    wallet: createWalletClient({ chain, transport: http(rpcUrl) }),
  }
}

async function sendEth(from: Address, to: Address, ether: string, chainId = 31337) {
  const { wallet, publicClient } = clients(chainId)
  const hash = await wallet.sendTransaction({ account: from, to, value: parseEther(ether) })
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

async function sendToken(from: Address, to: Address, amount: string) {
  const { wallet, publicClient } = clients()
  const hash = await wallet.writeContract({
    account: from,
    address: emulator.urls.token.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseEther(amount)],
  })
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

function byHash(history: readonly HistoryTransaction[], hash: Hash) {
  const found = history.find((transaction) => transaction.metadata.hash === hash)
  if (found === undefined) throw new Error(`Transaction ${hash} is not in the history`)
  return found
}

function symbols(list: readonly TokenBalance[]) {
  return list.map((balance) => balance.symbol)
}

describe('blockchain API: balances, history, prices (local chains)', () => {
  it('lists the native balance always and the test token when held, priced from the committed table', async () => {
    const holder = await balances(account(0))
    expect(symbols(holder)).toEqual(['ETH', 'TEST'])
    const [native, token] = holder
    expect(native).toMatchObject({ name: 'Ether', chainId: HARDHAT, price: 3000 })
    expect(native).not.toHaveProperty('address')
    expect(native?.quantity.decimals).toBe('18')
    expect(native?.value).toBeCloseTo(Number(native?.quantity.numeric) * 3000, 6)
    expect(native?.iconUrl).toContain('/public/getAssetImage/eip155?projectId=appkit-local-project')
    expect(token).toEqual({
      name: 'Test Token',
      symbol: 'TEST',
      chainId: HARDHAT,
      address: `${HARDHAT}:${emulator.urls.token.address}`,
      value: 1_000_000,
      price: 1,
      quantity: { decimals: '18', numeric: '1000000' },
      iconUrl: expect.stringContaining('/public/getAssetImage/TEST?'),
    })
    // Zero-balance tokens are left out; the native balance stays.
    expect(symbols(await balances(account(10)))).toEqual(['ETH'])
    const everyChain = await call(`/account/${account(0)}/balance?currency=usd`)
    expect(
      (everyChain.body as { balances: TokenBalance[] }).balances.map((b) => b.chainId),
    ).toEqual([HARDHAT, HARDHAT, LOCALHOST, LOCALHOST])
  })

  it('shows a native and a token send in both sides’ history with the right direction, and the balances move', async () => {
    const [from, to] = [account(0), account(11)]
    const before = await balances(to)
    expect(symbols(before)).toEqual(['ETH'])
    const ethHash = await sendEth(from, to, '1.5')
    const tokenHash = await sendToken(from, to, '250.5')

    const after = await balances(to)
    expect(Number(after[0]?.quantity.numeric) - Number(before[0]?.quantity.numeric)).toBeCloseTo(
      1.5,
      9,
    )
    expect(after[1]).toMatchObject({ symbol: 'TEST', quantity: { numeric: '250.5' }, value: 250.5 })
    expect((await balances(from))[1]?.quantity.numeric).toBe('999749.5')

    const sent = await fullHistory(from)
    const received = await fullHistory(to)
    expect(received.map((transaction) => transaction.metadata.hash)).toEqual([tokenHash, ethHash])

    const ethOut = byHash(sent, ethHash)
    expect(ethOut.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: from,
      sentTo: to,
      status: 'confirmed',
      chain: HARDHAT,
    })
    expect(ethOut.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1.5' },
        value: 4500,
        price: 3000,
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: expect.stringContaining('/public/getAssetImage/eip155') },
        },
      },
    ])
    expect(byHash(received, ethHash).metadata.operationType).toBe('receive')
    expect(byHash(received, ethHash).transfers[0]?.direction).toBe('in')

    const tokenOut = byHash(sent, tokenHash)
    expect(tokenOut.metadata).toMatchObject({
      operationType: 'send',
      sentTo: emulator.urls.token.address,
    })
    expect(tokenOut.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        quantity: { numeric: '250.5' },
        value: 250.5,
        price: 1,
        fungible_info: expect.objectContaining({ name: 'Test Token', symbol: 'TEST' }),
      }),
    ])
    const tokenIn = byHash(received, tokenHash)
    expect(tokenIn.metadata.operationType).toBe('receive')
    expect(tokenIn.transfers.map((transfer) => transfer.direction)).toEqual(['in'])
  })

  it('gives minedAt from the block timestamp and the nonce from the transaction', async () => {
    const hash = await sendEth(account(12), account(12), '0.25')
    const { publicClient } = clients()
    const transaction = await publicClient.getTransaction({ hash })
    const block = await publicClient.getBlock({ blockHash: transaction.blockHash ?? '0x' })
    const [latest] = (await historyPage(account(12))).data
    expect(latest?.metadata).toMatchObject({
      hash,
      nonce: transaction.nonce,
      minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
    })
    expect(latest?.transfers.map((transfer) => transfer.direction)).toEqual(['self'])
  })

  it('has the first account’s spam NFT airdrop: one transaction whose only transfer is flagged is_spam', async () => {
    for (const chainId of [HARDHAT, LOCALHOST]) {
      const history = await fullHistory(account(0), chainId)
      const spam = history.filter((transaction) =>
        transaction.transfers.some((transfer) => transfer.nft_info !== undefined),
      )
      expect(spam).toHaveLength(1)
      expect(spam[0]?.metadata).toMatchObject({
        operationType: 'mint',
        sentFrom: accounts.at(-1),
        chain: chainId,
      })
      expect(spam[0]?.metadata.sentTo.toLowerCase()).toBe(SPAM_CONTRACTS[0])
      expect(spam[0]?.transfers).toEqual([
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Free Reward Pass #1', flags: { is_spam: true } },
        },
      ])
    }
  })

  it('pages the history 20 at a time, newest first, with an opaque cursor until next is null', async () => {
    const [from, to] = [account(13), account(14)]
    const hashes: Hash[] = []
    for (let index = 0; index < 23; index += 1) hashes.push(await sendEth(from, to, '0.001'))
    const first = await historyPage(from)
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await historyPage(from, HARDHAT, first.next ?? '')
    expect(second.data).toHaveLength(3)
    expect(second.next).toBeNull()
    const listed = [...first.data, ...second.data].map((transaction) => transaction.metadata.hash)
    expect(listed).toEqual([...hashes].reverse())
    expect([...first.data, ...second.data].map((t) => t.metadata.nonce)).toEqual(
      Array.from({ length: 23 }, (_, index) => 22 - index),
    )
  })

  it('reports a reverted transaction with status failed, from its receipt', async () => {
    const { wallet } = clients()
    const sending = wallet.writeContract({
      account: account(17),
      address: emulator.urls.token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(18), parseEther('1')],
      gas: 100_000n,
    })
    await expect(sending).rejects.toThrow('insufficient balance')
    const [failed] = (await historyPage(account(17))).data
    expect(failed?.metadata).toMatchObject({
      status: 'failed',
      sentFrom: account(17),
      sentTo: emulator.urls.token.address,
      operationType: 'execute',
    })
    expect(failed?.transfers).toEqual([])
  })

  it('answers an empty history for a well-formed chain it does not run', async () => {
    expect(await historyPage(account(0), 'eip155:1')).toEqual({ data: [], next: null })
    expect(await balances(account(0), 'eip155:1')).toEqual([])
  })

  it('refuses bad input with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['/account/0x123/balance?chainId=eip155:31337', 'Invalid address: 0x123'],
      [`/account/${account(0)}/balance?currency=eur`, 'Unsupported currency: eur (only usd)'],
      [`/account/${account(0)}/history?chainId=foo`, 'Invalid CAIP-2 network id: foo'],
      [`/account/${account(0)}/history`, "Missing required query parameter 'chainId'"],
      [`/account/${account(0)}/history?chainId=eip155:31337&cursor=nope!`, 'Invalid cursor'],
      [`/account/${account(0)}/history?chainId=eip155:31337&cursor=aDE6eDox`, 'Invalid cursor'],
      ['/identity/not-an-address', 'Invalid address: not-an-address'],
      ['/profile/account/ab.appkit.id', NAME_RULE_MESSAGE],
      ['/profile/suggestions/a%20b', NAME_RULE_MESSAGE],
    ]
    for (const [path, message] of cases) {
      expect(await call(path)).toEqual({ status: 400, body: { message } })
    }
    const notJson = await call('/fungible/price', { method: 'POST', body: '{' })
    expect(notJson).toEqual({ status: 400, body: { message: 'Body must be JSON' } })
  })

  it('checks projectId, st and sv like the other project API routes', async () => {
    const response = await fetch(
      `${emulator.urls.api}/v1/supported-chains?projectId=nope&st=a&sv=1`,
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' })
  })

  it('prices fungibles by CAIP-10 and lists the supported chains', async () => {
    const { status, body } = await post('/fungible/price', {
      currency: 'usd',
      addresses: [
        `${HARDHAT}:${emulator.urls.token.address}`,
        `${LOCALHOST}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
        `${HARDHAT}:0x0000000000000000000000000000000000000001`,
      ],
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        { name: 'Test Token', symbol: 'TEST', iconUrl: expect.any(String), price: 1 },
        { name: 'Ether', symbol: 'ETH', iconUrl: expect.any(String), price: 3000 },
      ],
    })
    expect(await post('/fungible/price', { currency: 'usd', addresses: ['eip155:1'] })).toEqual({
      status: 400,
      body: { message: 'Invalid CAIP-10 address: eip155:1' },
    })
    // Every chain the balance route serves, the Solana chain included.
    const served = [HARDHAT, LOCALHOST, emulator.urls.solana?.caipNetworkId]
    expect((await call('/supported-chains')).body).toEqual({ http: served, ws: served })
  })

  it('answers the fault armed for the blockchainApi service (path /v1/*), then recovers', async () => {
    const arm = (fault: unknown) =>
      fetch(`${emulator.urls.api}/emulator/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      })
    expect((await arm({ path: '/v1/*', status: 503, times: 1 })).status).toBe(201)
    expect(await call(`/account/${account(0)}/balance`)).toEqual({
      status: 503,
      body: { message: 'Injected fault: HTTP 503' },
    })
    await arm({ path: '/v1/account/*', status: 429, headers: { 'Retry-After': '1' }, times: 1 })
    const limited = await fetch(`${emulator.urls.api}/v1/account/${account(0)}/history?${keys}`)
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1'])
    expect((await call(`/account/${account(0)}/balance`)).status).toBe(200)
  })
})

describe("blockchain API: Solana balances (spec §6 'balances EVM and solana')", () => {
  function solana() {
    const urls = emulator.urls.solana
    if (urls === undefined) throw new Error('The emulator runs no Solana chain')
    return urls
  }

  async function solanaBalances(owner: string, query = `&chainId=${solana().caipNetworkId}`) {
    const { status, body } = await call(`/account/${owner}/balance?currency=usd${query}`)
    expect(status).toBe(200)
    return (body as { balances: TokenBalance[] }).balances
  }

  it('lists SOL priced from the committed table and the SPL test token, read from the Solana chain', async () => {
    const { caipNetworkId, accounts: holders } = solana()
    const [sol, token] = await solanaBalances(holders[0] as string)
    expect(sol).toEqual({
      name: 'Solana',
      symbol: 'SOL',
      chainId: caipNetworkId,
      value: 1000 * 150,
      price: 150,
      quantity: { decimals: '9', numeric: '1000' },
      iconUrl: expect.stringContaining('/public/getAssetImage/solana?'),
    })
    expect(token).toEqual({
      name: SOLANA_TEST_TOKEN.name,
      symbol: 'TEST',
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${SOLANA_TEST_TOKEN.mint}`,
      value: 1_000_000,
      price: 1,
      quantity: { decimals: '6', numeric: '1000000' },
      iconUrl: expect.stringContaining('/public/getAssetImage/TEST?'),
    })
    // Without chainId: the Solana chain, as every local chain of the address's family.
    expect(await solanaBalances(holders[0] as string, '')).toEqual([sol, token])
  })

  it('follows the chain: an airdrop to a new address shows, and no token account means SOL only', async () => {
    const owner = encodeBase58(crypto.getRandomValues(new Uint8Array(32)))
    expect(await solanaBalances(owner)).toMatchObject([
      { symbol: 'SOL', quantity: { numeric: '0' } },
    ])
    const airdrop = await fetch(solana().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [owner, 2_500_000_000],
      }),
    })
    expect(airdrop.status).toBe(200)
    const after = await solanaBalances(owner)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ symbol: 'SOL', quantity: { numeric: '2.5' }, value: 375 })
  })

  it('lists nothing across families: a Solana address on an EVM chain, an EVM address on Solana', async () => {
    expect(await solanaBalances(solana().accounts[0] as string, `&chainId=${HARDHAT}`)).toEqual([])
    expect(await balances(account(0), solana().caipNetworkId)).toEqual([])
    expect(
      await solanaBalances(
        solana().accounts[0] as string,
        '&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ),
    ).toEqual([])
  })

  it('refuses an address that is not base58 of 32 bytes with 400', async () => {
    const tooShort = encodeBase58(new Uint8Array(31).fill(7))
    for (const address of ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', tooShort]) {
      expect(await call(`/account/${address}/balance`)).toEqual({
        status: 400,
        body: { message: `Invalid address: ${address}` },
      })
    }
  })
})

describe('blockchain API: names registry', () => {
  const signer = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 })
  const now = () => Math.floor(Date.now() / 1000)
  const messageFor = (name: string, timestamp = now()) =>
    JSON.stringify({ name, attributes: {}, timestamp })

  async function register(name: string, options: { timestamp?: number; coinType?: number } = {}) {
    const message = messageFor(name, options.timestamp)
    const signature = await signer.signMessage({ message })
    return post('/profile/account', {
      coinType: options.coinType ?? 60,
      address: signer.address,
      signature,
      message,
    })
  }

  it('registers a name signed with EIP-191, then resolves it, reverse-looks it up and shows it as identity', async () => {
    expect(signer.address).toBe(account(1))
    const registered = await register('Alice-01.appkit.id')
    expect(registered.status).toBe(200)
    const record = registered.body as NameRecord
    expect(record).toEqual({
      name: 'alice-01.appkit.id',
      addresses: { '60': { address: signer.address } },
      attributes: {},
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(await call('/profile/account/alice-01.appkit.id')).toEqual({ status: 200, body: record })
    expect(await call(`/profile/reverse/${signer.address}`)).toEqual({
      status: 200,
      body: [record],
    })
    expect(await call(`/identity/${signer.address}?chainId=${HARDHAT}`)).toEqual({
      status: 200,
      body: { name: 'alice-01.appkit.id', avatar: null },
    })
    const suggestions = await call('/profile/suggestions/alice-01')
    expect(suggestions.body).toEqual({
      suggestions: [
        { name: 'alice-01.appkit.id', registered: true },
        { name: 'alice-01-1.appkit.id', registered: false },
        { name: 'alice-01-app.appkit.id', registered: false },
        { name: 'alice-01-wallet.appkit.id', registered: false },
        { name: 'the-alice-01.appkit.id', registered: false },
      ],
    })
  })

  it('verifies a signature from the node’s unlocked account (personal_sign) on the chain the coin type names', async () => {
    const address = account(2)
    const message = messageFor('bob-on-localhost.appkit.id')
    const signature = await clients(1337).wallet.signMessage({ account: address, message })
    const coinType = (0x80000000 | 1337) >>> 0
    const { status, body } = await post('/profile/account', {
      coinType,
      address,
      signature,
      message,
    })
    expect(status).toBe(200)
    expect((body as NameRecord).addresses).toEqual({ [String(coinType)]: { address } })
  })

  it('answers 404 Name not found, an empty reverse list and a null identity for unknown names', async () => {
    expect(await call('/profile/account/nobody-here.appkit.id')).toEqual({
      status: 404,
      body: { message: 'Name not found' },
    })
    expect((await call(`/profile/reverse/${account(9)}`)).body).toEqual([])
    expect((await call(`/identity/${account(9)}`)).body).toEqual({ name: null, avatar: null })
  })

  it('refuses a bad signature, an old timestamp, a replay, a short name, a taken name and an invalid chainId', async () => {
    const message = messageFor('carol-signed.appkit.id')
    const otherSignature = await mnemonicToAccount(TEST_MNEMONIC, {
      addressIndex: 3,
    }).signMessage({ message })
    expect(
      await post('/profile/account', {
        coinType: 60,
        address: signer.address,
        signature: otherSignature,
        message,
      }),
    ).toEqual({ status: 400, body: { message: 'Invalid signature' } })

    expect(await register('carol-old.appkit.id', { timestamp: now() - 11 * 60 })).toEqual({
      status: 400,
      body: { message: 'The signed timestamp is more than 10 minutes from the server time' },
    })

    const signature = await signer.signMessage({ message })
    const body = { coinType: 60, address: signer.address, signature, message }
    expect((await post('/profile/account', body)).status).toBe(200)
    expect(await post('/profile/account', body)).toEqual({
      status: 409,
      body: { message: 'Name already registered: carol-signed.appkit.id' },
    })

    expect(await register('abc.appkit.id')).toEqual({
      status: 400,
      body: { message: NAME_RULE_MESSAGE },
    })
    expect(await register('under_score.appkit.id')).toEqual({
      status: 400,
      body: { message: NAME_RULE_MESSAGE },
    })

    const taker = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 4 })
    const takenMessage = messageFor('alice-01.appkit.id')
    expect(
      await post('/profile/account', {
        coinType: 60,
        address: taker.address,
        signature: await taker.signMessage({ message: takenMessage }),
        message: takenMessage,
      }),
    ).toEqual({ status: 409, body: { message: 'Name already registered: alice-01.appkit.id' } })

    expect(await register('dave-chain.appkit.id', { coinType: 0x80000000 + 2 ** 31 })).toEqual({
      status: 400,
      body: { message: 'Invalid chainId' },
    })
    expect(await register('dave-chain.appkit.id', { coinType: (0x80000000 | 5) >>> 0 })).toEqual({
      status: 400,
      body: { message: 'Unsupported chain: eip155:5 is not a local chain' },
    })
  })
})

describe('blockchain API: indexer follows the chain', () => {
  it('drops reverted blocks (evm_revert) from the history', async () => {
    const { publicClient } = clients(1337)
    const snapshot = await publicClient.request({ method: 'evm_snapshot' as 'eth_chainId' })
    const hash = await sendEth(account(15), account(16), '1', 1337)
    expect((await historyPage(account(15), LOCALHOST)).data.map((t) => t.metadata.hash)).toEqual([
      hash,
    ])
    await publicClient.request({
      method: 'evm_revert' as 'eth_chainId',
      params: [snapshot] as unknown as undefined,
    })
    expect((await historyPage(account(15), LOCALHOST)).data).toEqual([])
  })
})
