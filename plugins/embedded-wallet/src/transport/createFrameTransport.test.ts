import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CHANNEL as channel } from '../policies.js'
import type { FrameRequest } from '../protocol/frameMessageSchema.js'
import { createFakeFrameHost } from '../testing/createFakeFrameHost.js'
import { createFrameTransport } from './createFrameTransport.js'

const URL_ = 'http://127.0.0.1:4200/?projectId=p'
const SECURE = 'http://127.0.0.1:4200'

function setUp() {
  const fake = createFakeFrameHost()
  const onLoadFailed = vi.fn()
  const onRequestTimeout = vi.fn()
  let next = 0
  const transport = createFrameTransport({
    url: URL_,
    host: fake.host,
    onLoadFailed,
    onRequestTimeout,
    randomId: () => `request-id-${++next}`,
  })
  const fromFrame = (data: unknown) =>
    fake.deliver({ origin: SECURE, source: fake.frameWindow, data })
  return { fake, transport, onLoadFailed, onRequestTimeout, fromFrame }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createFrameTransport', () => {
  it('waits for READY, then 500 ms (spec §9 "500 ms delay after frame ready") before requests go out', async () => {
    const { fake, transport, fromFrame } = setUp()
    const ready = vi.fn()
    void transport.ready().then(ready)
    expect(fake.mounted).toEqual([URL_])
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(499)
    expect(ready).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toHaveBeenCalledOnce()
  })

  it('reads a URL given as a function each time it mounts a frame (its query follows the locale)', async () => {
    const fake = createFakeFrameHost()
    let locale = 'en'
    const transport = createFrameTransport({
      url: () => `${URL_}&locale=${locale}`,
      host: fake.host,
    })
    locale = 'fr'
    void transport.ready().catch(() => undefined)
    expect(fake.mounted).toEqual([`${URL_}&locale=fr`])
    transport.destroy()
  })

  it("fails after 20 s without READY: 'Network Error - Could not load embedded wallet', and the frame is removed", async () => {
    const { fake, transport, onLoadFailed } = setUp()
    const failure = transport.ready().catch((error: Error) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(onLoadFailed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await failure).toMatchObject({
      shortMessage: 'Network Error - Could not load embedded wallet',
    })
    expect(onLoadFailed).toHaveBeenCalledOnce()
    expect(fake.removed()).toBe(1)
    expect(fake.listeners()).toBe(0)
    // The next use tries again with a new frame.
    void transport.ready().catch(() => undefined)
    expect(fake.mounted).toHaveLength(2)
  })

  it('pairs requests and replies by their random id, posted only to the secure origin', async () => {
    const { fake, transport, fromFrame } = setUp()
    const first = transport.request('GET_USER')
    const second = transport.request('CONNECT_EMAIL', { email: 'a@b.co' })
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const posted = fake.frameWindow.posted
    expect(posted.map((entry) => entry.targetOrigin)).toEqual([SECURE, SECURE])
    const [a, b] = posted.map((entry) => entry.message as FrameRequest)
    expect(a).toEqual({
      channel,
      kind: 'request',
      id: 'request-id-1',
      type: 'GET_USER',
      payload: {},
    })
    expect(b?.id).toBe('request-id-2')
    fromFrame({ channel, kind: 'success', id: 'request-id-2', payload: { action: 'VERIFY_OTP' } })
    fromFrame({ channel, kind: 'error', id: 'request-id-1', message: 'Not logged in', code: 4100 })
    await expect(second).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(first).rejects.toMatchObject({ shortMessage: 'Not logged in', code: 4100 })
  })

  it("times out a login request after 120 s: 'Embedded Wallet Request Timed Out'", async () => {
    const { transport, fromFrame, onRequestTimeout } = setUp()
    const reply = transport
      .request('CONNECT_OTP', { email: 'a@b.co', otp: '1' }, { timeoutMs: 120_000 })
      .catch((error: Error) => error)
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500 + 119_999)
    expect(onRequestTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await reply).toMatchObject({ shortMessage: 'Embedded Wallet Request Timed Out' })
    expect(onRequestTimeout).toHaveBeenCalledOnce()
  })

  it('ignores READY and replies from another origin, another window, or of another shape', async () => {
    const { fake, transport, fromFrame, onLoadFailed } = setUp()
    const ready = vi.fn()
    void transport.ready().then(ready, () => undefined)
    const hostile = { postMessage: vi.fn() }
    fake.deliver({
      origin: 'http://127.0.0.1:4100',
      source: fake.frameWindow,
      data: { channel, kind: 'ready' },
    })
    fake.deliver({ origin: SECURE, source: hostile, data: { channel, kind: 'ready' } })
    fromFrame({ channel: 'appkit:other', kind: 'ready' })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(ready).not.toHaveBeenCalled()
    expect(onLoadFailed).toHaveBeenCalledOnce()

    const answer = transport.request('GET_USER')
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const spoof = { channel, kind: 'success', id: 'request-id-1', payload: 'spoofed' }
    fake.deliver({ origin: 'http://127.0.0.1:5173', source: fake.frameWindow, data: spoof })
    fake.deliver({ origin: SECURE, source: hostile, data: spoof })
    fromFrame({ ...spoof, id: 'request-id-999' })
    fromFrame({ channel, kind: 'success', id: 'request-id-1', payload: 'genuine' })
    await expect(answer).resolves.toBe('genuine')
  })

  it('destroy rejects waiting requests and removes the frame', async () => {
    const { fake, transport, fromFrame } = setUp()
    const waiting = transport.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [],
      chainId: 1,
    })
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    transport.destroy()
    await expect(waiting).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(fake.removed()).toBe(1)
  })
})

describe('createFrameTransport: reload and ready', () => {
  it('RELOAD: the frame answers, then its next READY makes it ready again (onReady each time)', async () => {
    const fake = createFakeFrameHost()
    const onReady = vi.fn()
    let next = 0
    const transport = createFrameTransport({
      url: URL_,
      host: fake.host,
      onReady,
      randomId: () => `request-id-${++next}`,
    })
    const fromFrame = (data: unknown) =>
      fake.deliver({ origin: SECURE, source: fake.frameWindow, data })
    void transport.ready()
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    expect(onReady).toHaveBeenCalledTimes(1)
    const reloaded = vi.fn()
    void transport.reload().then(reloaded)
    await vi.advanceTimersByTimeAsync(0)
    const sent = fake.frameWindow.posted.at(-1)?.message as FrameRequest
    expect(sent.type).toBe('RELOAD')
    fromFrame({ channel, kind: 'success', id: sent.id, payload: {} })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reloaded).not.toHaveBeenCalled()
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    expect(reloaded).toHaveBeenCalledOnce()
    expect(onReady).toHaveBeenCalledTimes(2)
    expect(fake.mounted).toHaveLength(1)
  })

  it('a frame that does not answer RELOAD within 5 s is removed (no timeout alert); the next request mounts a new one', async () => {
    const { fake, transport, fromFrame, onRequestTimeout } = setUp()
    void transport.ready()
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const stuck = transport.request('GET_USER').catch((error: Error) => error.message)
    const done = transport.reload()
    await vi.advanceTimersByTimeAsync(5_000)
    await done
    expect(fake.removed()).toBe(1)
    await expect(stuck).resolves.toBe('Request was aborted')
    expect(onRequestTimeout).not.toHaveBeenCalled()
    void transport.request('GET_USER').catch(() => undefined)
    expect(fake.mounted).toHaveLength(2)
  })

  it('an RPC request waiting in the old frame is rejected once RELOAD replaces it', async () => {
    const { fake, transport, fromFrame } = setUp()
    void transport.ready()
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const approval = transport
      .request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [], chainId: 1 })
      .catch((error: Error) => error.message)
    const done = transport.reload()
    await vi.advanceTimersByTimeAsync(0)
    const sent = fake.frameWindow.posted.at(-1)?.message as FrameRequest
    expect(sent.type).toBe('RELOAD')
    fromFrame({ channel, kind: 'success', id: sent.id, payload: {} })
    await vi.advanceTimersByTimeAsync(0)
    await expect(approval).resolves.toBe('Request was aborted')
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    await expect(done).resolves.toBeUndefined()
  })

  it('an RPC request waiting in the old frame is rejected when the reloaded frame never sends READY', async () => {
    const { fake, transport, fromFrame, onLoadFailed } = setUp()
    void transport.ready()
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const approval = transport
      .request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [], chainId: 1 })
      .catch((error: Error) => error.message)
    const done = transport.reload().catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(0)
    const sent = fake.frameWindow.posted.at(-1)?.message as FrameRequest
    fromFrame({ channel, kind: 'success', id: sent.id, payload: {} })
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(approval).resolves.toBe('Request was aborted')
    await expect(done).resolves.toBe('Network Error - Could not load embedded wallet')
    expect(onLoadFailed).toHaveBeenCalledOnce()
    expect(fake.removed()).toBe(1)
  })
})

describe('createFrameTransport: abort signal', () => {
  it('aborting a waiting request rejects it, clears its timer (no timeout alert) and ignores a late reply', async () => {
    const { fake, transport, fromFrame, onRequestTimeout } = setUp()
    const abort = new AbortController()
    const reply = transport
      .request('CONNECT_FARCASTER', {}, { timeoutMs: 120_000, signal: abort.signal })
      .catch((error: Error) => error.message)
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const sent = fake.frameWindow.posted.at(-1)?.message as FrameRequest
    abort.abort()
    await expect(reply).resolves.toBe('Request was aborted')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(onRequestTimeout).not.toHaveBeenCalled()
    fromFrame({ channel, kind: 'success', id: sent.id, payload: {} })
  })

  it('a request whose signal is already aborted is never sent', async () => {
    const { fake, transport, fromFrame } = setUp()
    void transport.ready()
    fromFrame({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    const abort = new AbortController()
    abort.abort()
    await expect(transport.request('GET_USER', {}, { signal: abort.signal })).rejects.toMatchObject(
      { shortMessage: 'Request was aborted' },
    )
    expect(fake.frameWindow.posted).toHaveLength(0)
  })
})
