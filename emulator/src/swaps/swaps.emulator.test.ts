import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { testPoolArtifact } from '../chains/testPoolArtifact.js'
import { emulatorForFile } from '../testing/emulatorForFile.js'
import { NATIVE_TOKEN_ADDRESS } from './SWAP_DEFAULTS.js'

const keys = { projectId: 'appkit-local-project', st: 'appkit', sv: 'html-test-1.0.0' }

const emulator = emulatorForFile()

const rpcUrl = () => emulator().urls.chains['31337']?.rpcUrl ?? ''
const publicClient = () => createPublicClient({ chain: hardhat, transport: http(rpcUrl()) })
const on10 = (address: string) => `eip155:10:${address}`
const eth = () => on10(NATIVE_TOKEN_ADDRESS)
const test = () => on10(emulator().urls.token.address)

async function get(path: string, query: Record<string, string>) {
  const search = new URLSearchParams({ ...keys, ...query })
  const response = await fetch(`${emulator().urls.api}/v1/convert/${path}?${search}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function post(path: string, body: unknown) {
  const response = await fetch(
    `${emulator().urls.api}/v1/convert/${path}?${new URLSearchParams(keys)}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

interface BuiltTx {
  from: string
  to: string
  data: Hex
  value: string
  eip155: { gas?: string; gasPrice: string }
}

/** Sends a built transaction from the node's unlocked account, as a wallet would. */
async function sendBuilt(user: Address, tx: BuiltTx) {
  const wallet = createWalletClient({ chain: hardhat, transport: http(rpcUrl()), account: user })
  const hash = await wallet.sendTransaction({
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.value),
  })
  const receipt = await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
}

function testBalance(owner: Address) {
  return publicClient().readContract({
    address: emulator().urls.token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** x*y=k with the 0.3 % fee, from the pool's reserves read straight from the chain. */
async function expectedOut(nativeIn: boolean, amountIn: bigint): Promise<bigint> {
  const pool = emulator().urls.swaps?.pool as Address
  const read = (functionName: string) =>
    publicClient().readContract({ address: pool, abi: testPoolArtifact.abi, functionName })
  const [reserveNative, reserveToken] = (await Promise.all([
    read('reserveNative'),
    read('reserveToken'),
  ])) as [bigint, bigint]
  const [reserveIn, reserveOut] = nativeIn
    ? [reserveNative, reserveToken]
    : [reserveToken, reserveNative]
  const inWithFee = amountIn * 9970n
  return (inWithFee * reserveOut) / (reserveIn * 10_000n + inWithFee)
}

describe('the swap API over the local TestPool', () => {
  it('reports the pool, standing in for OP Mainnet (10) on the local chain 31337', () => {
    expect(emulator().urls.swaps).toMatchObject({ standInChainId: 10, localChainId: 31337 })
    expect(emulator().urls.swaps?.liquidityProvider).toBe(emulator().urls.accounts[17])
  })

  it('lists ETH and TEST on the swap network, and answers other networks with the spec message', async () => {
    const listed = await get('tokens', { chainId: 'eip155:10' })
    expect(listed.status).toBe(200)
    expect(
      (listed.body.tokens as { symbol: string; address: string; decimals: number }[]).map(
        ({ symbol, address, decimals }) => [symbol, address, decimals],
      ),
    ).toEqual([
      ['ETH', eth(), 18],
      ['TEST', test(), 18],
    ])
    const other = await get('tokens', { chainId: 'eip155:31337' })
    expect(other).toEqual({ status: 400, body: { message: 'Network not supported for Swaps' } })
  })

  it("quotes from the pool's real reserves (getAmountOut), both ways", async () => {
    const amount = parseEther('0.5')
    const quoted = await get('quotes', { from: eth(), to: test(), amount: amount.toString() })
    expect(quoted.status).toBe(200)
    const [quote] = quoted.body.quotes as { toAmount: string; fromAmount: string }[]
    expect(quote?.fromAmount).toBe(amount.toString())
    expect(BigInt(quote?.toAmount ?? 0)).toBe(await expectedOut(true, amount))
    expect(BigInt(quote?.toAmount ?? 0)).toBeGreaterThan(parseEther('490'))
    const back = await get('quotes', {
      from: test(),
      to: eth(),
      amount: parseEther('100').toString(),
    })
    const [backQuote] = back.body.quotes as { toAmount: string }[]
    expect(BigInt(backQuote?.toAmount ?? 0)).toBe(await expectedOut(false, parseEther('100')))
  })

  it('refuses a pair the pool does not trade, a bad amount and another network', async () => {
    const same = await get('quotes', { from: eth(), to: eth(), amount: '1' })
    expect(same.status).toBe(400)
    expect(same.body.message).toMatch(/^No swap route/)
    const bad = await get('quotes', { from: eth(), to: test(), amount: '1.5' })
    expect(bad.body.message).toBe(
      "'amount' must be a positive integer in the token's smallest unit",
    )
    const other = await get('quotes', {
      from: `eip155:1337:${NATIVE_TOKEN_ADDRESS}`,
      to: test(),
      amount: '1',
    })
    expect(other).toEqual({ status: 400, body: { message: 'Network not supported for Swaps' } })
  })

  it("gives the chain's gas price, and 'Network not supported for Gas Price' elsewhere", async () => {
    const gas = await get('gas-price', { chainId: 'eip155:10' })
    expect(gas.status).toBe(200)
    const onChain = await publicClient().getGasPrice()
    expect(BigInt(gas.body.standard as string)).toBe(onChain)
    expect(BigInt(gas.body.fast as string)).toBeGreaterThan(onChain)
    const other = await get('gas-price', { chainId: 'eip155:1' })
    expect(other).toEqual({ status: 400, body: { message: 'Network not supported for Gas Price' } })
  })

  it('swaps ETH for TEST and back on chain, with the approval, at slippage 1 %', async () => {
    const user = emulator().urls.accounts[6] as Address
    const userId = on10(user)
    const ethIn = parseEther('1')

    const built = await post('build-transaction', {
      userAddress: userId,
      from: eth(),
      to: test(),
      amount: ethIn.toString(),
      eip155: { slippage: '1' },
    })
    expect(built.status).toBe(200)
    const tx = built.body.tx as BuiltTx
    expect(tx.to).toBe(on10(emulator().urls.swaps?.pool ?? ''))
    expect(tx.value).toBe(ethIn.toString())
    const quoted = await expectedOut(true, ethIn)
    const call = decodeFunctionData({ abi: testPoolArtifact.abi, data: tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(call.args).toEqual([(quoted * 99n) / 100n, user])
    const testBefore = await testBalance(user)
    await sendBuilt(user, tx)
    const bought = (await testBalance(user)) - testBefore
    expect(bought).toBe(quoted)

    // Selling TEST needs an allowance: none yet, and the swap would revert.
    expect((await get('allowance', { tokenAddress: test(), userAddress: userId })).body).toEqual({
      allowance: '0',
    })
    const sell = { userAddress: userId, from: test(), to: eth(), amount: bought.toString() }
    const refused = await post('build-transaction', { ...sell, eip155: { slippage: 1 } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^The swap would fail: .*insufficient allowance/)

    const approve = await get('build-approve', sell)
    expect(approve.status).toBe(200)
    await sendBuilt(user, approve.body.tx as BuiltTx)
    expect((await get('allowance', { tokenAddress: test(), userAddress: userId })).body).toEqual({
      allowance: bought.toString(),
    })

    const sold = await post('build-transaction', { ...sell, eip155: { slippage: 1 } })
    expect(sold.status).toBe(200)
    const ethBefore = await publicClient().getBalance({ address: user })
    const ethOut = await expectedOut(false, bought)
    await sendBuilt(user, sold.body.tx as BuiltTx)
    expect(await testBalance(user)).toBe(testBefore)
    const ethAfter = await publicClient().getBalance({ address: user })
    // The ETH back, less the gas this transaction paid.
    expect(ethAfter).toBeGreaterThan(ethBefore)
    expect(ethAfter).toBeLessThanOrEqual(ethBefore + ethOut)
  })

  it('refuses a slippage above 50 %', async () => {
    const refused = await post('build-transaction', {
      userAddress: on10(emulator().urls.accounts[6] ?? ''),
      from: eth(),
      to: test(),
      amount: '1000',
      eip155: { slippage: 60 },
    })
    expect(refused).toEqual({
      status: 400,
      body: { message: "'eip155.slippage' must be at most 50" },
    })
  })
})
