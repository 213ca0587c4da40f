import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CHAINS } from '../defaults.js'
import { startEmulator } from '../startEmulator.js'
import type { RunningEmulator } from '../types.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Dapp = Awaited<ReturnType<typeof SignClient.init>>

/**
 * The wallet page in Chromium against a real dapp: @walletconnect/sign-client in Node, both on
 * the emulator's relay. One session is carried through the file, as a user would.
 */
describe('test mobile wallet page (Chromium, WalletKit) with a sign-client dapp', () => {
  let emulator: RunningEmulator
  let browser: Browser
  let page: Page
  let dapp: Dapp
  let session: SessionTypes.Struct
  const requested: string[] = []
  const consoleErrors: string[] = []

  beforeAll(async () => {
    emulator = await startEmulator({
      apiPort: 0,
      chains: DEFAULT_CHAINS.map((chain) => ({ ...chain, port: 0 })),
      stateFile: false,
      log: () => {},
    })
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    })
    const context = await browser.newContext()
    context.setDefaultTimeout(15_000)
    page = await context.newPage()
    page.on('request', (request) => requested.push(request.url()))
    page.on('websocket', (socket) => requested.push(socket.url()))
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    dapp = await SignClient.init({
      projectId: emulator.urls.projectId,
      relayUrl: emulator.urls.relay,
      telemetryEnabled: false,
      // Cores are shared per storage prefix within a process: this one is the dapp's alone.
      customStoragePrefix: `mobile-wallet-page-dapp-${Date.now()}`,
      logger: 'silent',
      metadata: {
        name: 'Sign Client Dapp',
        description: 'The dapp side of the wallet page test',
        url: 'http://localhost:5173',
        icons: [],
      },
    })
  }, 90_000)

  afterAll(async () => {
    await dapp?.core.relayer.transportClose().catch(() => undefined)
    await browser?.close()
    await emulator?.stop()
  })

  const status = () => page.getByRole('status')
  const request = (method: string, params: unknown, chainId = 'eip155:31337') =>
    dapp.request<unknown>({ topic: session.topic, chainId, request: { method, params } })

  it('pairs from /wallet?uri=<encoded wc: URI>, shows the proposal, and approves with 0xf39F…', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:1337', 'eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: { chains: [SOLANA_MAINNET], methods: ['solana_signMessage'], events: [] },
      },
    })
    if (uri === undefined) throw new Error('sign-client gave no pairing URI')
    await page.goto(`${emulator.urls.api}/wallet?uri=${encodeURIComponent(uri)}`)
    const prompt = page.getByRole('region', { name: 'Session proposal' })
    await expect.poll(() => prompt.textContent()).toContain('Dapp: Sign Client Dapp')
    expect(await prompt.textContent()).toContain('URL: http://localhost:5173')
    await page.getByRole('button', { name: 'Approve' }).click()
    session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${ACCOUNT}`,
      `eip155:1337:${ACCOUNT}`,
    ])
    expect(session.namespaces.solana?.accounts).toEqual([
      `${SOLANA_MAINNET}:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96`,
    ])
    await expect.poll(() => status().textContent()).toBe('Connected to Sign Client Dapp')
    // The deep link's URI is dropped from the address bar: a reload must not pair it again.
    expect(new URL(page.url()).search).toBe('')
  }, 40_000)

  it('answers personal_sign after Approve with a signature that verifies with viem', async () => {
    const message = 'Hello from the dapp'
    const signed = request('personal_sign', [toHex(message), ACCOUNT])
    const prompt = page.getByRole('region', { name: 'Request from Sign Client Dapp' })
    await expect.poll(() => prompt.textContent()).toContain(`Sign message: ${message}`)
    await page.getByRole('button', { name: 'Approve' }).click()
    const signature = (await signed) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
  }, 30_000)

  it('signs and sends eth_sendTransaction through /rpc/31337; the hash is mined on the local chain', async () => {
    const sent = request('eth_sendTransaction', [
      { from: ACCOUNT, to: RECIPIENT, value: toHex(parseEther('0.01')) },
    ])
    const prompt = page.getByRole('region', { name: 'Request from Sign Client Dapp' })
    await expect.poll(() => prompt.textContent()).toContain(`Send 0.01 ETH to ${RECIPIENT}`)
    await page.getByRole('button', { name: 'Approve' }).click()
    const hash = (await sent) as `0x${string}`
    const chain = createPublicClient({ transport: http(emulator.urls.chains['31337']?.rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 10_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT.toLowerCase())
    await expect.poll(() => status().textContent()).toBe(`Transaction sent: ${hash}`)
  }, 30_000)

  it('answers a rejected personal_sign with the user-rejected error (4001)', async () => {
    const signed = request('personal_sign', [toHex('Please reject me'), ACCOUNT])
    const outcome = signed.then(
      () => 'resolved',
      (error: unknown) => error,
    )
    await page.getByRole('button', { name: 'Reject' }).click()
    expect(await outcome).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect.poll(() => status().textContent()).toBe('Rejected personal_sign')
  }, 30_000)

  it('emits chainChanged for wallet_switchEthereumChain to a chain of the session', async () => {
    const changed = new Promise<unknown>((resolve) => {
      dapp.once('session_event', ({ params }) => resolve(params))
    })
    const switched = request('wallet_switchEthereumChain', [{ chainId: '0x539' }])
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(await switched).toBeNull()
    expect(await changed).toEqual({
      event: { name: 'chainChanged', data: 1337 },
      chainId: 'eip155:1337',
    })
    await expect.poll(() => status().textContent()).toBe('Approved wallet_switchEthereumChain')
  }, 30_000)

  it('keeps the session across a reload of the wallet page', async () => {
    await page.reload()
    const item = page.getByRole('listitem', { name: 'Session with Sign Client Dapp' })
    await expect.poll(() => item.count()).toBe(1)
    // The wallet restored its sessions and listens for requests (slow when the machine is busy).
    await expect
      .poll(() => status().textContent(), { timeout: 30_000 })
      .toBe('Ready: paste a WalletConnect URI')
    const signed = request('personal_sign', [toHex('After reload'), ACCOUNT])
    await page.getByRole('button', { name: 'Approve' }).click()
    const signature = (await signed) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT, message: 'After reload', signature })).toBe(true)
  }, 60_000)

  it("'Move to unknown chain 42' tells the dapp chainChanged 42 (on an approved chain, as WalletKit requires)", async () => {
    const changed = new Promise<{ event: unknown; chainId: string }>((resolve) => {
      dapp.once('session_event', ({ params }) => resolve(params))
    })
    await page
      .getByRole('listitem', { name: 'Session with Sign Client Dapp' })
      .getByRole('button', { name: 'Move to unknown chain 42' })
      .click()
    const params = await changed
    expect(params.event).toEqual({ name: 'chainChanged', data: 42 })
    expect(params.chainId).toMatch(/^eip155:(31337|1337)$/)
    await expect
      .poll(() => status().textContent())
      .toBe('Told Sign Client Dapp the wallet is on chain 42')
  }, 30_000)

  it('disconnects with Disconnect, and the dapp receives session_delete', async () => {
    const deleted = new Promise<string>((resolve) => {
      dapp.once('session_delete', ({ topic }) => resolve(topic))
    })
    await page
      .getByRole('listitem', { name: 'Session with Sign Client Dapp' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    expect(await deleted).toBe(session.topic)
    await expect.poll(() => status().textContent()).toBe('Disconnected from Sign Client Dapp')
  }, 30_000)

  it('reached nothing but the emulator (no walletconnect.org/.com or reown.com)', () => {
    const api = new URL(emulator.urls.api)
    const foreign = requested.filter((url) => new URL(url).host !== api.host)
    expect(foreign).toEqual([])
    expect(requested.some((url) => url.startsWith(`ws://${api.host}/relay`))).toBe(true)
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  })
})
