import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { emulatorForFile } from '../testing/emulatorForFile.js'

const keys = 'projectId=appkit-local-project&st=appkit&sv=html-test-1.0.0'

const emulator = emulatorForFile()

function onRampToken(): Address {
  const token = emulator().urls.onRamp?.token.address
  if (!token) throw new Error('The emulator reports no on-ramp token')
  return token
}

function tokenBalance(owner: Address): Promise<bigint> {
  const rpcUrl = emulator().urls.chains['31337']?.rpcUrl ?? ''
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: onRampToken(),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

async function postJson(path: string, body: unknown) {
  const response = await fetch(`${emulator().urls.api}/v1/${path}?${keys}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function pay(fields: Record<string, string>) {
  return fetch(`${emulator().urls.api}/onramp/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('the local on-ramp provider', () => {
  it('lists the USDC-like token on the local chain and USD and EUR with the default limits', async () => {
    const response = await fetch(`${emulator().urls.api}/v1/onramp/options?${keys}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      purchaseCurrencies: {
        symbol: string
        networks: { chain_id: string; contract_address: string }[]
      }[]
      paymentCurrencies: { id: string; payment_method_limits: unknown[] }[]
    }
    expect(body.purchaseCurrencies[0]?.symbol).toBe('USDC')
    expect(body.purchaseCurrencies[0]?.networks).toEqual([
      expect.objectContaining({ chain_id: '31337', contract_address: onRampToken() }),
    ])
    expect(body.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(body.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('quotes the amount less a fee inside the 1-2% range, in purchaseAmount.amount', async () => {
    const { status, body } = await postJson('onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: 100,
      network: 'eip155:31337',
    })
    expect(status).toBe(200)
    const amount = (body.purchaseAmount as { amount: number }).amount
    expect(amount).toBeGreaterThanOrEqual(98)
    expect(amount).toBeLessThanOrEqual(99)
    const refused = await postJson('onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: 5,
    })
    expect(refused.status).toBe(400)
    // A bank-account amount, above the card maximum, is quoted too.
    const bank = await postJson('onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: 20000,
    })
    expect(bank.status).toBe(200)
    expect((bank.body.paymentAmount as { amount: number }).amount).toBe(20000)
    const aboveBank = await postJson('onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: 25000.01,
    })
    expect(aboveBank.status).toBe(400)
  })

  it('generates the checkout URL for a CAIP-10 buyer', async () => {
    const buyer = emulator().urls.accounts[6] ?? ''
    const { status, body } = await postJson('generators/onrampurl', {
      provider: 'meld',
      address: `eip155:31337:${buyer}`,
      paymentAmount: 100,
    })
    expect(status).toBe(200)
    const url = new URL(String(body.url))
    expect(url.origin).toBe(emulator().urls.api)
    expect(url.pathname).toBe('/onramp/checkout')
    expect(url.searchParams.get('walletAddress')).toBe(buyer)
    expect(url.searchParams.get('chainId')).toBe('31337')
  })

  it('refuses a buyer on a chain the emulator does not run, or off eip155 and solana', async () => {
    const buyer = emulator().urls.accounts[6] ?? ''
    const unknown = await postJson('generators/onrampurl', {
      provider: 'meld',
      address: `eip155:1:${buyer}`,
      paymentAmount: 100,
    })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain(
      "'address' must be on a local chain (eip155:31337)",
    )
    const polkadot = await postJson('generators/onrampurl', {
      provider: 'meld',
      address:
        'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    })
    expect(polkadot.status).toBe(400)
  })

  it('accepts a Solana buyer; its checkout says plainly that it cannot credit SOL', async () => {
    const solanaBuyer = 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL'
    const network = 'solana:J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVE'
    const { status, body } = await postJson('generators/onrampurl', {
      provider: 'meld',
      address: `${network}:${solanaBuyer}`,
      paymentAmount: 100,
    })
    expect(status).toBe(200)
    const url = new URL(String(body.url))
    expect(url.searchParams.get('walletAddress')).toBe(solanaBuyer)
    expect(url.searchParams.get('chainId')).toBe(network)
    const page = await fetch(url)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('it cannot send SOL to a Solana account')
  })

  it('serves the checkout page with a strict CSP and no script', async () => {
    const buyer = emulator().urls.accounts[6] ?? ''
    const response = await fetch(
      `${emulator().urls.api}/onramp/checkout?walletAddress=${buyer}&chainId=31337&amount=50`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).not.toContain('<script')
    expect(html).toContain(buyer)
  })

  it('credits the bought tokens on the local chain when paid with the test card', async () => {
    const buyer = emulator().urls.accounts[6] as Address
    const before = await tokenBalance(buyer)
    const response = await pay({
      walletAddress: buyer,
      chainId: '31337',
      amount: '50',
      card: '4242 4242 4242 4242',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('50 USDC sent to your wallet')
    expect(await tokenBalance(buyer)).toBe(before + parseUnits('50', 18))

    const balances = await fetch(
      `${emulator().urls.api}/v1/account/${buyer}/balance?currency=usd&chainId=eip155:31337&${keys}`,
    )
    const listed = (await balances.json()) as { balances: { symbol: string }[] }
    expect(listed.balances.map((balance) => balance.symbol)).toContain('USDC')
  })

  it('declines other cards and credits nothing', async () => {
    const buyer = emulator().urls.accounts[7] as Address
    const before = await tokenBalance(buyer)
    const declined = await pay({
      walletAddress: buyer,
      chainId: '31337',
      amount: '50',
      card: '4000 0000 0000 0002',
    })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined')
    const outside = await pay({
      walletAddress: buyer,
      chainId: '31337',
      amount: '5',
      card: '4242424242424242',
    })
    expect(outside.status).toBe(400)
    // An unknown chain is refused, not credited on 31337.
    const elsewhere = await pay({
      walletAddress: buyer,
      chainId: '1',
      amount: '50',
      card: '4242424242424242',
    })
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toContain('not chain &quot;1&quot;')
    const page = await fetch(
      `${emulator().urls.api}/onramp/checkout?walletAddress=${buyer}&chainId=999&amount=50`,
    )
    expect(page.status).toBe(400)
    expect(await tokenBalance(buyer)).toBe(before)
  })
})
