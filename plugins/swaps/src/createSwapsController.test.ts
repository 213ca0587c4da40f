import { describe, expect, it } from 'vitest'
import type { SwapRequest, SwapsClient } from './createSwapsClient.js'
import { createSwapsController, type SwapsAccount } from './createSwapsController.js'
import type { SwapToken } from './SwapTypes.js'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const on = (network: string): SwapsAccount => ({ address: USER, caipNetworkId: network })
const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:10:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  decimals: 18,
  logoUri: '',
}
const TEST: SwapToken = {
  name: 'Test Token',
  symbol: 'TEST',
  address: 'eip155:10:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
  logoUri: '',
}
const tx = { to: '0x1', data: '0x' as const, value: 0n, gas: undefined, gasPrice: undefined }

/** TEST DOUBLE at the HTTP edge: the real API is exercised in swapsOnEmulator.test.ts. */
function fakeClient(overrides: Partial<SwapsClient> = {}) {
  const asked: { method: string; request: unknown }[] = []
  const client: SwapsClient = {
    getTokens: async () => [ETH, TEST],
    getQuote: async (request: SwapRequest) => {
      asked.push({ method: 'quote', request })
      return { fromAmount: request.amount, toAmount: request.amount * 1000n }
    },
    getAllowance: async () => 0n,
    getGasPrice: async () => ({ standard: 1n, fast: 2n, instant: 3n }),
    buildApprove: async (request) => {
      asked.push({ method: 'approve', request })
      return tx
    },
    buildTransaction: async (request) => {
      asked.push({ method: 'swap', request })
      return tx
    },
    ...overrides,
  }
  return { client, asked }
}

function controllerWith(client: SwapsClient, account = on('eip155:10'), balance?: bigint) {
  const sent: unknown[] = []
  const controller = createSwapsController({
    client,
    account: () => account,
    sendTransaction: async (transaction) => {
      sent.push(transaction)
      return '0xhash'
    },
    balanceOf: () => balance,
    refreshBalances: async () => {},
  })
  return { controller, sent }
}

describe('the swap flow', () => {
  it("spec §8: 'Network not supported for Swaps' off the 12 networks, without calling the API", async () => {
    const { client, asked } = fakeClient()
    const { controller } = controllerWith(client, on('eip155:1337'))
    expect(controller.unsupportedMessage()).toBe('Network not supported for Swaps')
    await controller.load()
    expect(controller.store.getState().tokens).toEqual([])
    await expect(controller.fetchGasPrice()).rejects.toThrow('Network not supported for Gas Price')
    expect(asked).toEqual([])
  })

  it('loads the swap network tokens with the native currency to pay, and quotes the amount typed', async () => {
    const { client, asked } = fakeClient()
    const { controller } = controllerWith(client)
    await controller.load()
    expect(controller.store.getState()).toMatchObject({
      network: 'eip155:10',
      tokens: [ETH, TEST],
      sourceToken: ETH,
      gasPrice: 1n,
    })
    await controller.selectToken('to', TEST)
    await controller.setSourceAmount('0.5')
    expect(controller.store.getState().quote?.toAmount).toBe(500n * 10n ** 18n)
    expect(asked.at(-1)?.request).toEqual({
      userAddress: `eip155:10:${USER}`,
      from: ETH.address,
      to: TEST.address,
      amount: 5n * 10n ** 17n,
    })
  })

  it('keeps the newest quote when an older answer arrives late', async () => {
    const answers: ((value: { fromAmount: bigint; toAmount: bigint }) => void)[] = []
    const { client } = fakeClient({
      getQuote: () => new Promise((resolve) => answers.push(resolve)),
    })
    const { controller } = controllerWith(client)
    await controller.load()
    await controller.selectToken('to', TEST).catch(() => undefined)
    const first = controller.setSourceAmount('1')
    const second = controller.setSourceAmount('2')
    answers[answers.length - 1]?.({ fromAmount: 2n, toAmount: 2000n })
    answers[answers.length - 2]?.({ fromAmount: 1n, toAmount: 1000n })
    await Promise.all([first, second])
    expect(controller.store.getState().quote?.toAmount).toBe(2000n)
  })

  it('says the quote failed when the API fails, and clears it on the next good quote', async () => {
    let fail = true
    const { client } = fakeClient({
      getQuote: async (request) => {
        if (fail) throw new Error('HTTP 500')
        return { fromAmount: request.amount, toAmount: 7n }
      },
    })
    const { controller } = controllerWith(client)
    await controller.load()
    await controller.selectToken('to', TEST)
    await controller.setSourceAmount('1')
    expect(controller.store.getState()).toMatchObject({
      quote: undefined,
      quoteError: 'Failed to get a swap quote. Try again.',
    })
    fail = false
    await controller.setSourceAmount('1.5')
    expect(controller.store.getState()).toMatchObject({ quoteError: undefined })
  })

  it("says 'Insufficient balance' when the amount is above the known balance", async () => {
    const { controller } = controllerWith(fakeClient().client, on('eip155:10'), 10n ** 17n)
    await controller.load()
    await controller.setSourceAmount('0.1')
    expect(controller.inputError()).toBeUndefined()
    await controller.setSourceAmount('0.2')
    expect(controller.inputError()).toBe('Insufficient balance')
  })

  it('choosing the token of the other side switches the two; switchTokens pays the quoted amount', async () => {
    const { controller } = controllerWith(fakeClient().client)
    await controller.load()
    await controller.selectToken('to', ETH)
    expect(controller.store.getState()).toMatchObject({ sourceToken: undefined, toToken: ETH })
    await controller.selectToken('source', TEST)
    await controller.setSourceAmount('2')
    await controller.switchTokens()
    expect(controller.store.getState()).toMatchObject({
      sourceToken: ETH,
      toToken: TEST,
      sourceAmount: '2000',
    })
  })

  it('a token needs the approval when its allowance is below the amount; the native currency never', async () => {
    let allowance = 0n
    const { client, asked } = fakeClient({ getAllowance: async () => allowance })
    const { controller, sent } = controllerWith(client)
    await controller.load()
    await controller.selectToken('to', TEST)
    await controller.setSourceAmount('1')
    expect(await controller.checkAllowance()).toBe(false)
    await controller.switchTokens()
    expect(await controller.checkAllowance()).toBe(true)
    allowance = 10n ** 30n
    await controller.approve()
    expect(asked.filter((call) => call.method === 'approve')).toHaveLength(1)
    expect(sent).toHaveLength(1)
    expect(controller.store.getState().approvalNeeded).toBe(false)
  })

  it('spec §9: the swap is built at slippage 1 %, sent, and the form is cleared', async () => {
    const { client, asked } = fakeClient()
    const { controller, sent } = controllerWith(client)
    await controller.load()
    await controller.selectToken('to', TEST)
    await controller.setSourceAmount('0.25')
    const receipt = await controller.swap()
    expect(asked.at(-1)).toEqual({
      method: 'swap',
      request: expect.objectContaining({ amount: 25n * 10n ** 16n, slippagePercent: 1 }),
    })
    expect(sent).toEqual([{ ...tx, label: '0.25 ETH → TEST' }])
    expect(receipt).toEqual({ hash: '0xhash', sold: '0.25 ETH', bought: '250 TEST' })
    expect(controller.store.getState()).toMatchObject({ sourceAmount: '', quote: undefined })
  })
})
