import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMART_ACCOUNT_RELAYER } from './chains/SMART_ACCOUNT_RELAYER.js'
import { testTokenArtifact } from './chains/testTokenArtifact.js'
import { DEFAULT_CHAINS, TEST_TOKEN } from './defaults.js'
import { startEmulator } from './startEmulator.js'
import { isListening } from './testing/isListening.js'
import type { RunningEmulator } from './types.js'

const freePorts = DEFAULT_CHAINS.map((chain) => ({ ...chain, port: 0 }))
const keys = 'projectId=appkit-local-project&st=appkit&sv=html-test-1.0.0'

/** Child process ids of this process (Linux /proc); undefined where /proc is missing. */
function childProcessIds(): string[] | undefined {
  const tasks = `/proc/${process.pid}/task`
  if (!existsSync(tasks)) return undefined
  return readdirSync(tasks)
    .flatMap((task) =>
      readFileSync(join(tasks, task, 'children'), 'utf8')
        .trim()
        .split(/\s+/),
    )
    .filter((id) => id !== '')
    .sort()
}

describe('startEmulator (integration: two Hardhat nodes, token, API)', () => {
  let emulator: RunningEmulator
  let cwd: string
  let childrenBefore: string[] | undefined
  const lines: string[] = []

  beforeAll(async () => {
    cwd = mkdtempSync(join(tmpdir(), 'appkit-emulator-'))
    childrenBefore = childProcessIds()
    emulator = await startEmulator({
      apiPort: 0,
      chains: freePorts,
      cwd,
      log: (line) => lines.push(line),
    })
  }, 30_000)

  afterAll(async () => {
    await emulator?.stop()
    rmSync(cwd, { recursive: true, force: true })
  })

  it('runs chain 31337 and chain 1337, each answering eth_chainId', async () => {
    for (const chainId of [31337, 1337]) {
      const chain = emulator.urls.chains[String(chainId)]
      expect(chain?.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const client = createPublicClient({ transport: http(chain?.rpcUrl) })
      expect(await client.getChainId()).toBe(chainId)
    }
  })

  it('proxies JSON-RPC batches at /rpc/{chainId} on the API origin', async () => {
    const response = await fetch(`${emulator.urls.api}/rpc/1337`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'net_version', params: [] },
      ]),
    })
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x539' },
      { jsonrpc: '2.0', id: 2, result: '1337' },
    ])
  })

  it('deploys the test token at the same deterministic address on both chains, minted to account 0', async () => {
    const { token, accounts } = emulator.urls
    expect(token.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(accounts[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    for (const chain of Object.values(emulator.urls.chains)) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const read = (functionName: string, args: readonly unknown[] = []) =>
        client.readContract({
          address: token.address,
          abi: testTokenArtifact.abi,
          functionName,
          args,
        })
      expect(await read('balanceOf', [accounts[0]])).toBe(TEST_TOKEN.amountPerHolder)
      expect(await read('balanceOf', [accounts[TEST_TOKEN.holderCount]])).toBe(0n)
      expect(await read('symbol')).toBe('TEST')
      expect(await read('decimals')).toBe(18)
      // One more share: the swap pool's liquidity provider's, all of it in the pool.
      expect(await read('totalSupply')).toBe(
        TEST_TOKEN.amountPerHolder * BigInt(TEST_TOKEN.holderCount + 1),
      )
    }
  })

  it('smart accounts only on enabled networks (spec §6): AppKitAccountFactory is deployed on 31337, not on 1337', async () => {
    const factory = emulator.urls.smartAccounts?.factories['31337']
    expect(emulator.urls.smartAccounts?.relayer).toBe(SMART_ACCOUNT_RELAYER)
    // None of the mnemonic's accounts, which the tests own.
    expect(emulator.urls.accounts.map((a) => a.toLowerCase())).not.toContain(
      SMART_ACCOUNT_RELAYER.toLowerCase(),
    )
    expect(Object.keys(emulator.urls.smartAccounts?.factories ?? {})).toEqual(['31337'])
    for (const [chainId, deployed] of [
      ['31337', true],
      ['1337', false],
    ] as const) {
      const client = createPublicClient({
        transport: http(emulator.urls.chains[chainId]?.rpcUrl),
      })
      const code = await client.getCode({ address: factory as `0x${string}` })
      expect(code !== undefined && code !== '0x').toBe(deployed)
    }
  })

  it('checks projectId, st and sv on the project API', async () => {
    const { api } = emulator.urls
    const missing = await fetch(`${api}/appkit/v1/config?projectId=appkit-local-project&sv=1`)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ parameter: 'st' })
    const unknown = await fetch(`${api}/appkit/v1/config?projectId=nope&st=a&sv=1`)
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key' })
    const config = await fetch(`${api}/appkit/v1/config?${keys}`)
    expect(config.status).toBe(200)
  })

  it('serves /getWallets in pages of 40 over the test mobile wallet and the 201 registry wallets', async () => {
    const page = await fetch(`${emulator.urls.api}/getWallets?${keys}&page=1&entries=40`)
    const body = (await page.json()) as { count: number; data: unknown[] }
    expect(body.count).toBe(202)
    expect(body.data).toHaveLength(40)
  })

  it('lists the AppKit Test Mobile Wallet first, its links on the wallet page of this API', async () => {
    const page = await fetch(`${emulator.urls.api}/getWallets?${keys}&page=1&entries=1`)
    const { data } = (await page.json()) as { data: Record<string, unknown>[] }
    expect(data[0]).toMatchObject({
      id: 'appkit-test-mobile-wallet',
      name: 'AppKit Test Mobile Wallet',
      order: 1,
      mobile_link: `${emulator.urls.api}/wallet`,
      webapp_link: `${emulator.urls.api}/wallet`,
    })
    const wallet = await fetch(`${emulator.urls.api}/wallet`)
    expect(wallet.status).toBe(200)
    expect(await wallet.text()).toContain('AppKit Test Mobile Wallet')
  })

  it('stores analytics POSTed to /e in its embedded database, readable at /emulator/analytics', async () => {
    const { analytics, analyticsEvents } = emulator.urls
    expect(analytics).toBe(emulator.urls.api)
    expect(analyticsEvents).toBe(`${emulator.urls.api}/emulator/analytics`)
    const event = {
      eventId: 'start-emulator-test',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: Date.now(),
      props: { type: 'track', event: 'INITIALIZE' },
    }
    const posted = await fetch(`${analytics}/e?${keys}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(posted.status).toBe(204)
    const { events } = (await (await fetch(analyticsEvents)).json()) as { events: unknown[] }
    expect(events).toEqual([
      expect.objectContaining({ ...event, projectId: 'appkit-local-project' }),
    ])
  }, 30_000)

  it('prints every URL and writes them to .appkit/emulator.json and /emulator/state', async () => {
    const written = JSON.parse(readFileSync(join(cwd, '.appkit', 'emulator.json'), 'utf8'))
    expect(written).toEqual(JSON.parse(JSON.stringify(emulator.urls)))
    expect(emulator.stateFile).toBe(join(cwd, '.appkit', 'emulator.json'))
    const state = await (await fetch(`${emulator.urls.api}/emulator/state`)).json()
    expect(state).toEqual(written)
    const printed = lines.join('\n')
    expect(printed).toContain(emulator.urls.api)
    expect(printed).toContain(`${emulator.urls.analytics}/e`)
    expect(printed).toContain(emulator.urls.analyticsEvents)
    for (const chain of Object.values(emulator.urls.chains)) {
      expect(printed).toContain(chain.rpcUrl)
      expect(printed).toContain(chain.proxyRpcUrl)
    }
  })

  it('serves the WalletConnect relay at urls.relay, prints it, and exposes its restart control', async () => {
    expect(emulator.urls.relay).toBe(`${emulator.urls.api.replace('http://', 'ws://')}/relay`)
    expect(lines.join('\n')).toContain(emulator.urls.relay)
    expect(await emulator.relay.restart({ downMs: 0 })).toMatchObject({
      closedSockets: 0,
      downMs: 0,
    })
    expect(emulator.relay.snapshot()).toEqual({ connections: 0, downUntil: null, topics: [] })
  })

  it('stop() leaves no listening port, no child process and no state file', async () => {
    const urls = [emulator.urls.api, ...Object.values(emulator.urls.chains).map((c) => c.rpcUrl)]
    await emulator.stop()
    await emulator.stop()
    for (const url of urls) expect(await isListening(url)).toBe(false)
    expect(childProcessIds()).toEqual(childrenBefore)
    expect(existsSync(join(cwd, '.appkit', 'emulator.json'))).toBe(false)
  })
})

describe('startEmulator when a port is taken', () => {
  let blocker: Server

  beforeAll(async () => {
    blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve))
  })

  it('rejects with the port and chain named, and stops what had started', async () => {
    const address = blocker.address()
    const taken = typeof address === 'object' && address !== null ? address.port : -1
    const cwd = mkdtempSync(join(tmpdir(), 'appkit-emulator-'))
    const started = startEmulator({
      apiPort: 0,
      chains: [
        { chainId: 31337, name: 'Hardhat', port: 0 },
        { chainId: 1337, name: 'Localhost', port: taken },
      ],
      cwd,
      log: () => {},
    })
    await expect(started).rejects.toThrow(`Port ${taken} is already in use (chain 1337).`)
    expect(existsSync(join(cwd, '.appkit', 'emulator.json'))).toBe(false)
    rmSync(cwd, { recursive: true, force: true })
  }, 30_000)
})
