import { createServer, type Server } from 'node:http'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CHAINS } from '../../defaults.js'
import { startEmulator } from '../../startEmulator.js'
import { executeAsSession } from '../../testing/executeAsSession.js'
import { secureFrameHostPage } from '../../testing/secureFrameHostPage.js'
import type { RunningEmulator } from '../../types.js'

/** What the frame answers a host request. */
interface Reply {
  kind: 'success' | 'error'
  payload?: unknown
  message?: string
  code?: number
}

const CHAIN_ID = 31337
const sessionKey = privateKeyToAccount(generatePrivateKey())

describe('smart sessions through the secure frame (Chromium, the real emulator and Hardhat)', () => {
  let emulator: RunningEmulator
  let host: Server
  let browser: Browser
  let page: Page
  let frame: Frame
  let smart: Address

  const call = (type: string, payload: unknown) =>
    page.evaluate(
      ([t, p]) =>
        (window as unknown as { call: (t: unknown, p: unknown) => Promise<Reply> }).call(t, p),
      [type, payload] as const,
    )
  const rpc = (method: string, params: unknown[]) =>
    call('RPC_REQUEST', { method, params, chainId: CHAIN_ID })
  const client = () =>
    createPublicClient({ transport: http(emulator.urls.chains[String(CHAIN_ID)]?.rpcUrl) })
  const sessionsOf = async (account: Address) => {
    const query = `projectId=${emulator.urls.projectId}&st=appkit&sv=test`
    const response = await fetch(
      `${emulator.urls.api}/v1/sessions/eip155:${CHAIN_ID}:${account}?${query}`,
    )
    return ((await response.json()) as { sessions: { id: Hex; status: string }[] }).sessions
  }
  async function grantRequest() {
    const start = Math.floor(Date.now() / 1000)
    return {
      chainId: numberToHex(CHAIN_ID),
      expiry: start + 86_400,
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: numberToHex(parseEther('0.1')), start: start - 60, period: 86_400 },
        },
      ],
    }
  }

  beforeAll(async () => {
    emulator = await startEmulator({
      apiPort: 0,
      chains: DEFAULT_CHAINS.map((chain) => ({ ...chain, port: 0 })),
      stateFile: false,
      log: () => {},
    })
    const secure = new URL(emulator.urls.secureSite).origin
    const frameUrl = `${secure}/?projectId=${emulator.urls.projectId}&chainId=${CHAIN_ID}`
    host = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(secureFrameHostPage(frameUrl, secure))
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    const address = host.address()
    const port = typeof address === 'object' && address ? address.port : 0
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
    })
    const context = await browser.newContext()
    context.setDefaultTimeout(15_000)
    page = await context.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.evaluate(() => (window as unknown as { frameReady: Promise<void> }).frameReady)
    const found = page.frames().find((f) => f.url().startsWith(secure))
    if (!found) throw new Error('The secure frame did not load')
    frame = found
    const email = `sessions-${Date.now()}@example.com`
    expect((await call('CONNECT_EMAIL', { email })).kind).toBe('success')
    const mailbox = (await (await fetch(emulator.urls.mailbox)).json()) as {
      messages: { to: string; code: string }[]
    }
    const otp = mailbox.messages.filter((m) => m.to === email).at(-1)?.code
    const login = await call('CONNECT_OTP', { email, otp })
    expect(login.kind).toBe('success')
    smart = (login.payload as { address: Address; preferredAccountType: string }).address
    expect((login.payload as { preferredAccountType: string }).preferredAccountType).toBe(
      'smartAccount',
    )
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => host?.close(resolve))
    await emulator?.stop()
  })

  it('wallet_grantPermissions is shown for approval, granted on chain, used by the session key, then revoked with approval (login kept)', async () => {
    const granting = rpc('wallet_grantPermissions', [await grantRequest()])
    await frame.locator('#approval').waitFor({ state: 'visible' })
    expect(await frame.locator('#approval-method').textContent()).toBe('Grant permissions')
    expect(await frame.locator('#approval-chain').textContent()).toMatch(
      /^Chain 31337 · requested by /,
    )
    expect(await frame.locator('#approval-details').textContent()).toMatch(
      new RegExp(`^Allow ${sessionKey.address} until .+ UTC: spend up to 0\\.1 ETH per day$`),
    )
    await frame.getByRole('button', { name: 'Approve' }).click()
    const granted = await granting
    expect(granted.kind).toBe('success')
    const { context, address } = granted.payload as { context: Hex; address: Address }
    expect(address).toBe(smart)
    expect(await sessionsOf(smart)).toEqual([
      expect.objectContaining({ id: context, status: 'active' }),
    ])

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await executeAsSession({
      rpcUrl: emulator.urls.chains[String(CHAIN_ID)]?.rpcUrl ?? '',
      account: smart,
      sessionId: context,
      calls: [{ to: recipient, value: parseEther('0.02'), data: '0x' }],
      sessionKey,
    })
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.02'))

    const revoking = rpc('wallet_revokePermissions', [{ permissionContext: context }])
    await frame.locator('#approval').waitFor({ state: 'visible' })
    expect(await frame.locator('#approval-method').textContent()).toBe('Revoke permissions')
    await frame.getByRole('button', { name: 'Approve' }).click()
    expect(await revoking).toMatchObject({ kind: 'success', payload: null })
    expect(await sessionsOf(smart)).toEqual([
      expect.objectContaining({ id: context, status: 'revoked' }),
    ])
    expect(await call('IS_CONNECTED', {})).toMatchObject({ payload: { isConnected: true } })
  })

  it('a rejected grant (4001) reaches nothing on chain; a malformed one (-32602) and an unknown revoke are refused without approval; the login is kept', async () => {
    const before = (await sessionsOf(smart)).length
    const granting = rpc('wallet_grantPermissions', [await grantRequest()])
    await frame.locator('#approval').waitFor({ state: 'visible' })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await granting).toMatchObject({ kind: 'error', code: 4001 })
    expect(await sessionsOf(smart)).toHaveLength(before)

    expect(
      await rpc('wallet_grantPermissions', [{ ...(await grantRequest()), expiry: 1 }]),
    ).toEqual({
      channel: 'appkit:embedded-wallet',
      id: expect.any(String),
      kind: 'error',
      message: 'Invalid permission request: expiry is in the past',
      code: -32602,
    })
    const unknown = `0x${'12'.repeat(32)}`
    expect(await rpc('wallet_revokePermissions', [{ permissionContext: unknown }])).toMatchObject({
      kind: 'error',
      message: `Unknown session: ${unknown}`,
      code: -32602,
    })
    expect(await frame.locator('#approval').isHidden()).toBe(true)
    expect(await call('IS_CONNECTED', {})).toMatchObject({ payload: { isConnected: true } })
  })

  it('with the EOA as the active account, wallet_grantPermissions is refused (4100) before any approval', async () => {
    expect((await call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).kind).toBe('success')
    expect(await rpc('wallet_grantPermissions', [await grantRequest()])).toMatchObject({
      kind: 'error',
      message: 'Smart sessions need a smart account',
      code: 4100,
    })
    expect(await frame.locator('#approval').isHidden()).toBe(true)
  })
})
