import { type AppKit, createPluginContext, createStore, type KernelHookName } from '@appkit/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { NOT_A_SESSION } from '../session/parseSession.js'
import {
  createTestKit,
  jsonResponse,
  TEST_ADDRESS,
  TEST_HASH,
  testWalletPlugin,
} from '../testing/createTestKit.js'
import { createDevtoolsCapture, type DevtoolsCapture } from './createDevtoolsCapture.js'
import { filterEvents, namespacesIn } from './filterEvents.js'
import { filterRequests } from './filterRequests.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setUp(
  options: Parameters<typeof createDevtoolsCapture>[1] & { fetch?: typeof fetch } = {},
) {
  const kit = createTestKit({
    withWallet: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  let clock = 1_700_000_000_000
  const { context, dispose } = createPluginContext(kit, 'appkit:devtools')
  const capture = createDevtoolsCapture(context, { now: () => clock++, ...options })
  kit.use(testWalletPlugin())
  cleanups.push(() => {
    capture.detach()
    dispose()
    kit.destroy()
  })
  return { kit, capture }
}

const names = (capture: DevtoolsCapture) => capture.getState().live.events.map((e) => e.name)

/** Calls a hook the way the kernel does: `call` for sync hooks, `promise` for async ones. */
async function fire(kit: AppKit, name: KernelHookName, args: unknown[]) {
  const hook = kit.hooks[name] as unknown as {
    call?: (...a: unknown[]) => unknown
    promise?: (...a: unknown[]) => Promise<unknown>
  }
  return hook.promise ? hook.promise(...args) : hook.call?.(...args)
}

describe('createDevtoolsCapture: Events (every kernel hook call, in order)', () => {
  it('records a connect as beforeConnect, connected, afterConnect in order, with payload and time', async () => {
    const { kit, capture } = setUp()
    await kit.connect('test.wallet')
    const events = capture.getState().live.events
    const connect = events.filter((e) =>
      ['beforeConnect', 'connected', 'afterConnect'].includes(e.name),
    )
    expect(connect.map((e) => e.name)).toEqual(['beforeConnect', 'connected', 'afterConnect'])
    expect(connect[0]).toMatchObject({
      kind: 'hook',
      namespace: 'eip155',
      payload: { connectorId: 'test.wallet', namespace: 'eip155' },
    })
    expect(connect[1]?.payload).toMatchObject({
      namespace: 'eip155',
      connection: { connectorId: 'test.wallet', accounts: [{ address: TEST_ADDRESS }] },
    })
    const ids = events.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(connect.every((e) => typeof e.time === 'number')).toBe(true)
    expect(names(capture)[0]).toBe('pluginInstalled')
  })

  it('intercepts hooks of every kind (sync, bail, waterfall, async series, async bail): one entry per hook', async () => {
    const { kit, capture } = setUp()
    const hookNames = Object.keys(kit.hooks) as KernelHookName[]
    for (const name of hookNames) await fire(kit, name, [{ probe: name }, undefined])
    const recorded = new Set(names(capture))
    expect(hookNames.filter((name) => !recorded.has(name))).toEqual([])
    expect(hookNames.length).toBeGreaterThan(20)
  })

  it('changes no hook result: a veto still vetoes and a waterfall still transforms', async () => {
    const { kit, capture } = setUp()
    const swaps = { id: 'swaps', isEnabled: true }
    const onramp = { id: 'onramp', isEnabled: false }
    kit.hooks.shouldShowView.tap('test', (view) => (view === 'Swap' ? false : undefined))
    kit.hooks.remoteConfig.tap('test', (config) => ({ features: config.features.slice(0, 1) }))
    expect(kit.router.push('Swap')).toBe(false)
    expect(await kit.hooks.remoteConfig.promise({ features: [swaps, onramp] })).toEqual({
      features: [swaps],
    })
    const remoteConfig = capture.getState().live.events.find((e) => e.name === 'remoteConfig')
    expect(remoteConfig?.payload).toEqual({ features: [swaps, onramp] })
  })

  it('serialises hostile payloads safely: cycles, bigint, functions and Errors', async () => {
    const { kit, capture } = setUp()
    const cyclic: Record<string, unknown> = { wei: 5n, fn: () => 1 }
    cyclic.self = cyclic
    await fire(kit, 'eventTracked', [{ event: 'HOSTILE', properties: cyclic }])
    await fire(kit, 'errorReported', [{ error: new TypeError('bad thing'), category: 'X' }])
    const events = capture.getState().live.events
    expect(events.find((e) => e.name === 'eventTracked')?.payload).toEqual({
      event: 'HOSTILE',
      properties: { wei: '5n', fn: '[Function fn]', self: '[Circular]' },
    })
    const reported = events.find((e) => e.name === 'errorReported')?.payload as Record<
      string,
      Record<string, unknown>
    >
    expect(reported.error).toEqual({ $error: 'TypeError', message: 'bad thing' })
    expect(JSON.parse(JSON.stringify(events))).toEqual(events)
  })

  it('shows the logger entries in the timeline as kind log, in order with hook calls', async () => {
    const { kit, capture } = setUp()
    kit.logger.info('hello from the logger', { namespace: 'eip155' })
    await kit.connect('test.wallet')
    const events = capture.getState().live.events
    const log = events.find((e) => e.kind === 'log')
    expect(log).toMatchObject({
      kind: 'log',
      name: 'info',
      message: 'hello from the logger',
      namespace: 'eip155',
      payload: { namespace: 'eip155' },
    })
    expect(events.indexOf(log!)).toBeLessThan(events.findIndex((e) => e.name === 'beforeConnect'))
  })

  it('never breaks the kit when capture fails, and records nothing once detached', async () => {
    const { kit, capture } = setUp()
    capture.subscribe(() => {
      throw new Error('listener bug')
    })
    await kit.connect('test.wallet')
    await Promise.resolve()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connected')
    capture.detach()
    const before = names(capture).length
    await kit.disconnect()
    expect(names(capture).length).toBe(before)
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it('detach removes its interceptors from every hook of the kit', () => {
    const { kit, capture } = setUp()
    const intercepted = () =>
      Object.values(kit.hooks).filter((hook) =>
        hook.interceptors.some((interceptor) => interceptor.name === 'appkit:devtools'),
      ).length
    expect(intercepted()).toBe(Object.keys(kit.hooks).length)
    capture.detach()
    expect(intercepted()).toBe(0)
  })

  it('tells listeners once per microtask, however many hooks fired', async () => {
    const { kit, capture } = setUp()
    let calls = 0
    capture.subscribe(() => calls++)
    for (let i = 0; i < 50; i++) kit.hooks.modalClosed.call()
    expect(calls).toBe(0)
    await Promise.resolve()
    expect(calls).toBe(1)
    expect(capture.getState()).toBe(capture.getState())
  })
})

describe('createDevtoolsCapture: pause, clear, filter and bounded buffers', () => {
  it('paused, nothing is recorded; resumed, recording goes on', () => {
    const { kit, capture } = setUp()
    capture.pause()
    expect(capture.getState().paused).toBe(true)
    kit.hooks.modalClosed.call()
    kit.logger.info('while paused')
    expect(names(capture)).not.toContain('modalClosed')
    expect(capture.getState().live.events.some((e) => e.kind === 'log')).toBe(false)
    capture.resume()
    kit.hooks.modalClosed.call()
    expect(names(capture)).toContain('modalClosed')
  })

  it('clear empties events and requests and resets the dropped counts', async () => {
    const { kit, capture } = setUp({ maxEvents: 3 })
    await kit.connect('test.wallet')
    expect(capture.getState().live.droppedEvents).toBeGreaterThan(0)
    capture.clear()
    expect(capture.getState().live).toMatchObject({ events: [], requests: [], droppedEvents: 0 })
  })

  it('keeps at most maxEvents events and maxRequests requests, dropping the oldest and counting them', async () => {
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number } | { id: number }[]
      const calls = Array.isArray(body) ? body : [body]
      const replies = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: '0x1' }))
      return jsonResponse(Array.isArray(body) ? replies : replies[0])
    }
    const { kit, capture } = setUp({ maxEvents: 10, maxRequests: 3, fetch })
    for (let i = 0; i < 25; i++) kit.hooks.modalClosed.call()
    const rpc = kit.rpcClient('http://rpc.test/31337', 'eip155:31337')
    for (let i = 0; i < 5; i++) await rpc.request({ method: 'eth_blockNumber' })
    const { live } = capture.getState()
    expect(live.events).toHaveLength(10)
    expect(live.events.at(-1)?.name).toBe('requestFinished')
    expect(live.droppedEvents).toBeGreaterThan(15)
    expect(live.requests).toHaveLength(3)
    expect(live.droppedRequests).toBe(2)
    expect(live.requests.map((r) => r.id)).toEqual([3, 4, 5])
  })

  it('filters events by name, namespace and kind', async () => {
    const { kit, capture } = setUp()
    kit.logger.debug('slow wallet')
    await kit.connect('test.wallet')
    const { events } = capture.getState().live
    expect(filterEvents(events, { text: 'CONNECT' }).map((e) => e.name)).toEqual([
      'beforeConnect',
      'connected',
      'afterConnect',
    ])
    expect(
      filterEvents(events, { namespace: 'eip155' }).every((e) => e.namespace === 'eip155'),
    ).toBe(true)
    expect(filterEvents(events, { kind: 'log' }).map((e) => e.message)).toContain('slow wallet')
    expect(filterEvents(events, { text: 'slow' }).map((e) => e.kind)).toEqual(['log'])
    expect(namespacesIn(events)).toEqual(['eip155'])
  })
})

describe('createDevtoolsCapture: RPC (requestStarted paired with requestFinished)', () => {
  function rpcFetch(options: { failFirst?: boolean } = {}) {
    let attempts = 0
    return async (_input: RequestInfo | URL, init?: RequestInit) => {
      attempts++
      if (options.failFirst && attempts === 1) return jsonResponse({ message: 'busy' }, 503)
      const body = JSON.parse(String(init?.body)) as
        | { id: number; method: string }[]
        | { id: number }
      const calls = Array.isArray(body) ? body : [body]
      const replies = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: `0x${c.id}` }))
      return jsonResponse(Array.isArray(body) ? replies : replies[0])
    }
  }

  it('pairs each finish with its start by source and id: method, params, response, duration, batch', async () => {
    const { kit, capture } = setUp({ fetch: rpcFetch() })
    const rpc = kit.rpcClient('http://rpc.test/31337', 'eip155:31337')
    await Promise.all([
      rpc.request({ method: 'eth_chainId' }),
      rpc.request({ method: 'eth_getBalance', params: [TEST_ADDRESS, 'latest'] }),
    ])
    const [request] = capture.getState().live.requests
    expect(capture.getState().live.requests).toHaveLength(1)
    expect(request).toMatchObject({
      source: 'eip155:31337',
      kind: 'json-rpc',
      method: 'POST',
      batchSize: 2,
      rpcMethods: ['eth_chainId', 'eth_getBalance'],
      state: 'ok',
      attempts: 1,
      retries: 0,
    })
    expect(request?.url).toContain('http://rpc.test/31337')
    expect(request?.body).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_chainId' },
      {
        jsonrpc: '2.0',
        id: expect.any(Number),
        method: 'eth_getBalance',
        params: [TEST_ADDRESS, 'latest'],
      },
    ])
    expect(Array.isArray(request?.response)).toBe(true)
    expect(request?.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('counts retries as attempts - 1 and keeps the last HTTP status', async () => {
    const { kit, capture } = setUp({ fetch: rpcFetch({ failFirst: true }) })
    await kit.rpcClient('http://rpc.test/31337', 'eip155:31337').request({ method: 'eth_chainId' })
    expect(capture.getState().live.requests[0]).toMatchObject({
      state: 'ok',
      attempts: 2,
      retries: 1,
      status: 200,
    })
  })

  it('keeps two sources whose ids collide apart, and lists a finish whose start it missed', async () => {
    const { kit, capture } = setUp({ fetch: rpcFetch() })
    const a = kit.rpcClient('http://rpc.test/a', 'source-a')
    const b = kit.rpcClient('http://rpc.test/b', 'source-b')
    const pendingA = a.request({ method: 'eth_chainId' })
    const pendingB = b.request({ method: 'net_version' })
    await Promise.all([pendingA, pendingB])
    const requests = capture.getState().live.requests
    expect(requests.map((r) => [r.source, r.id, r.state, r.rpcMethods?.[0]])).toEqual([
      ['source-a', 1, 'ok', 'eth_chainId'],
      ['source-b', 1, 'ok', 'net_version'],
    ])
    kit.hooks.requestFinished.call({
      id: 99,
      kind: 'http',
      method: 'GET',
      url: 'http://api.test/late',
      source: 'late',
      attempts: 1,
      durationMs: 5,
      status: 500,
      ok: false,
    })
    expect(capture.getState().live.requests.at(-1)).toMatchObject({
      source: 'late',
      state: 'error',
      status: 500,
    })
    expect(filterRequests(capture.getState().live.requests, 'net_VERSION')).toHaveLength(1)
    expect(filterRequests(capture.getState().live.requests, 'late')).toHaveLength(1)
  })

  it('a failed request keeps its error; one still in flight shows as pending', async () => {
    const { kit, capture } = setUp({ fetch: async () => jsonResponse({ message: 'nope' }, 400) })
    kit.hooks.requestStarted.call({
      id: 1,
      kind: 'http',
      method: 'GET',
      url: 'http://api.test/slow',
      source: 'project-api',
    })
    await expect(
      kit.rpcClient('http://rpc.test/31337', 'eip155:31337').request({ method: 'eth_chainId' }),
    ).rejects.toThrow()
    const requests = capture.getState().live.requests
    expect(requests[0]).toMatchObject({ state: 'pending', source: 'project-api' })
    expect(requests[1]).toMatchObject({ state: 'error', status: 400 })
    expect(requests[1]?.error).toMatchObject({ $error: expect.any(String) })
  })
})

describe('createDevtoolsCapture: State, Router and Gates', () => {
  it('State shows the active namespace, network and account, each family and the sign-in sessions', async () => {
    const { kit, capture } = setUp()
    expect(capture.getState().live.state.namespaces[0]?.status).toBe('disconnected')
    await kit.connect('test.wallet')
    const { state } = capture.getState().live
    expect(state).toMatchObject({
      activeNamespace: 'eip155',
      activeNetwork: { id: 'eip155:31337', name: 'Hardhat' },
      activeAccount: `eip155:31337:${TEST_ADDRESS}`,
      connectors: [{ id: 'test.wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
      signIn: { required: false, hasSessions: false },
    })
    expect(state.namespaces[0]).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      connectorId: 'test.wallet',
      address: TEST_ADDRESS,
      connections: [{ connectorId: 'test.wallet', accounts: [TEST_ADDRESS] }],
    })
    // A plugin (siwx) provides the router's sign-in inputs.
    kit.openingInputs.provide(createStore({ hasSessions: true }))
    expect(capture.getState().live.state.signIn.hasSessions).toBe(true)
  })

  it('Router shows the view and history; pushView opens the modal first when it is closed', () => {
    const { kit, capture } = setUp()
    expect(capture.getState().live.router).toMatchObject({ open: false, view: 'Connect' })
    expect(capture.pushView('Networks')).toBe(true)
    const router = capture.getState().live.router
    expect(kit.router.store.getState().open).toBe(true)
    expect(router.open).toBe(true)
    expect(router.view).toBe('Networks')
    expect(router.history.map((h) => h.view).at(-1)).toBe('Networks')
    expect(router.history.length).toBeGreaterThanOrEqual(2)
  })

  it('Gates lists every feature with local value, remote value, result and why', () => {
    const kit = createTestKit({ withWallet: false })
    cleanups.push(() => kit.destroy())
    const capture = createDevtoolsCapture(kit)
    cleanups.push(() => capture.detach())
    const { gates } = capture.getState().live
    expect(gates.status).toBe('local')
    expect(gates.features.map((f) => f.feature)).toEqual(Object.keys(kit.gates.features()))
    const multiWallet = gates.features.find((f) => f.feature === 'multiWallet')
    const explained = kit.gates.explain('multiWallet')
    expect(explained).toBeDefined()
    expect(multiWallet).toEqual({
      feature: 'multiWallet',
      local: explained?.local ?? null,
      remote: explained?.remote ?? null,
      result: explained?.result,
      source: explained?.source,
      reason: explained?.reason,
    })
  })
})

describe('createDevtoolsCapture: export and import', () => {
  it('export -> import gives the same view, read-only, while the live session goes on', async () => {
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number }
      return jsonResponse({ jsonrpc: '2.0', id: body.id, result: TEST_HASH })
    }
    const { kit, capture } = setUp({ fetch })
    await kit.connect('test.wallet')
    kit.logger.info('something failed', { cause: new Error('inner') })
    await kit.rpcClient('http://rpc.test/31337', 'eip155:31337').request({
      method: 'eth_getTransactionByHash',
      params: [TEST_HASH],
    })
    kit.router.push('Account')
    const exported = capture.exportSession()
    expect(exported).toMatchObject({ format: 'appkit-devtools-session', version: 1 })
    const file = JSON.stringify(exported)

    const other = setUp()
    other.capture.importSession(file)
    const state = other.capture.getState()
    expect(state.imported).not.toBeNull()
    expect(state.shown).toEqual(capture.getState().shown)
    expect(state.shown).toBe(state.imported)
    const { exportedAt: _a, ...again } = other.capture.exportSession()
    const { exportedAt: _b, ...first } = exported
    expect(again).toEqual(first)
    expect(JSON.parse(JSON.stringify(again))).toStrictEqual(again)

    expect(other.capture.pushView('Networks')).toBe(false)
    other.kit.hooks.modalClosed.call()
    expect(other.capture.getState().live.events.at(-1)?.name).toBe('modalClosed')
    expect(other.capture.getState().shown.events).toEqual(exported.events)
    other.capture.closeImported()
    expect(other.capture.getState().shown).toBe(other.capture.getState().live)
  })

  it('refuses a file that is not an exported session (fails closed)', () => {
    const { capture } = setUp()
    expect(() => capture.importSession('not json')).toThrow(NOT_A_SESSION)
    expect(() => capture.importSession({ format: 'other' })).toThrow(NOT_A_SESSION)
    const session = capture.exportSession()
    expect(() => capture.importSession({ ...session, version: 2 })).toThrow(NOT_A_SESSION)
    expect(() => capture.importSession({ ...session, events: [{ id: 'x' }] })).toThrow(
      NOT_A_SESSION,
    )
    expect(capture.getState().imported).toBeNull()
  })
})
