import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type ApiServer, createApiServer } from '../api/createApiServer.js'
import { signRelayJwt } from './auth/signRelayJwt.js'
import {
  connectRelayClient,
  type RelayTestClient,
  upgradeStatus,
} from './testing/connectRelayClient.js'

let api: ApiServer
const open: RelayTestClient[] = []

beforeAll(async () => {
  api = await createApiServer({
    port: 0,
    hostname: '127.0.0.1',
    projectIds: ['test-project'],
    features: [],
    allowedOrigins: [],
    wallets: [],
    assetImages: {},
    rpcUrls: new Map(),
    getState: () => undefined,
  })
})

afterEach(() => {
  for (const client of open.splice(0)) client.socket.terminate()
})

afterAll(async () => {
  await api.close()
})

const newTopic = () => randomBytes(32).toString('hex')
async function client(): Promise<RelayTestClient> {
  const connected = await connectRelayClient(api.relayUrl)
  open.push(connected)
  return connected
}

describe('createRelay: sockets', () => {
  it('serves WebSocket upgrades at /relay on the API port and refuses other paths (404)', async () => {
    expect(api.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/relay$/)
    const { jwt } = signRelayJwt()
    expect(await upgradeStatus(`${api.relayUrl}?auth=${jwt}`)).toBe(101)
    expect(await upgradeStatus(api.relayUrl.replace('/relay', `/other?auth=${jwt}`))).toBe(404)
  })

  it('refuses a socket without a valid auth token (401)', async () => {
    expect(await upgradeStatus(api.relayUrl)).toBe(401)
    expect(await upgradeStatus(`${api.relayUrl}?auth=not-a-jwt`)).toBe(401)
  })

  it('refuses a socket for a Host other than localhost (403)', async () => {
    const { jwt } = signRelayJwt()
    expect(await upgradeStatus(`${api.relayUrl}?auth=${jwt}`, { Host: 'evil.example' })).toBe(403)
  })

  it('answers malformed JSON, unknown methods and bad params with JSON-RPC errors and stays open', async () => {
    const socket = await client()
    expect(await socket.sendRaw('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await socket.sendRaw(Buffer.from([1, 2, 3]))).toMatchObject({
      id: null,
      error: { code: -32600, message: 'Invalid request: binary frames are not supported' },
    })
    expect(await socket.call('irn_teleport', {})).toMatchObject({
      error: { code: -32601, message: 'Method not found: irn_teleport' },
    })
    expect(await socket.call('irn_subscribe', { topic: 'short' })).toMatchObject({
      error: { code: -32602, message: 'Invalid params: topic must be 64 hexadecimal characters' },
    })
    expect(
      await socket.call('irn_publish', { topic: newTopic(), message: 'm', ttl: -1 }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    expect(await socket.call('irn_subscribe', { topic: newTopic() })).toMatchObject({
      result: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('closes a socket that sends an oversized frame (1009) and keeps serving the others', async () => {
    const [big, other] = [await client(), await client()]
    big.socket.send('x'.repeat(4 * 1024 * 1024 + 1))
    expect((await big.closed).code).toBe(1009)
    expect(await other.call('irn_subscribe', { topic: newTopic() })).toHaveProperty('result')
  })

  it('answers with the exact id of a 19-digit request id', async () => {
    const socket = await client()
    const topic = newTopic()
    socket.socket.send(
      `{"id":1776000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    )
    const raw = await new Promise<string>((resolve) =>
      socket.socket.once('message', (data) => resolve(String(data))),
    )
    expect(raw).toContain('"id":1776000000000000123')
  })
})

describe('createRelay: mailboxes', () => {
  it('delivers a published message to every current subscriber but not back to its publisher', async () => {
    const [dapp, wallet, other] = [await client(), await client(), await client()]
    const topic = newTopic()
    for (const socket of [dapp, wallet, other]) await socket.call('irn_subscribe', { topic })
    expect(
      await dapp.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 }),
    ).toMatchObject({
      result: true,
    })
    for (const receiver of [wallet, other]) {
      const push = await receiver.nextPush()
      expect(push.params.data).toMatchObject({ topic, message: 'hello', attestation: '' })
      expect(push.params.data.publishedAt).toEqual(expect.any(Number))
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dapp.bufferedPushes()).toBe(0)
  })

  it('queues a message until someone subscribes, then removes it once acknowledged', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = newTopic()
    await dapp.call('irn_publish', { topic, message: 'queued', ttl: 300 })
    expect(api.relay.snapshot().topics).toContainEqual({ topic, subscribers: [], queued: 1 })
    await wallet.call('irn_subscribe', { topic })
    const push = await wallet.nextPush()
    expect(push.params.data.message).toBe('queued')
    expect(api.relay.snapshot().topics.find((t) => t.topic === topic)?.queued).toBe(1)
    wallet.ack(push.id)
    await expect
      .poll(() => api.relay.snapshot().topics.find((t) => t.topic === topic)?.queued)
      .toBe(0)
  })

  it('delivers an unacknowledged message again when the subscriber comes back', async () => {
    const dapp = await client()
    const { jwt } = signRelayJwt()
    const topic = newTopic()
    const first = await connectRelayClient(api.relayUrl, { jwt })
    open.push(first)
    await first.call('irn_subscribe', { topic })
    await dapp.call('irn_publish', { topic, message: 'unacked', ttl: 300 })
    expect((await first.nextPush()).params.data.message).toBe('unacked')
    first.socket.terminate()
    await first.closed
    const again = await connectRelayClient(api.relayUrl, { jwt })
    open.push(again)
    await again.call('irn_subscribe', { topic })
    const push = await again.nextPush()
    expect(push.params.data.message).toBe('unacked')
    again.ack(push.id)
    await expect
      .poll(() => api.relay.snapshot().topics.find((t) => t.topic === topic)?.queued)
      .toBe(0)
  })

  it('answers irn_batchSubscribe with one id per topic and delivers what each topic holds', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topics = [newTopic(), newTopic()]
    for (const [index, topic] of topics.entries()) {
      await dapp.call('irn_publish', { topic, message: `m${index}`, ttl: 300 })
    }
    const response = await wallet.call('irn_batchSubscribe', { topics })
    expect(response.result).toHaveLength(2)
    const received = [
      (await wallet.nextPush()).params.data.message,
      (await wallet.nextPush()).params.data.message,
    ]
    expect(received.sort()).toEqual(['m0', 'm1'])
  })

  it('stops deliveries after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [first, second] = [newTopic(), newTopic()]
    await wallet.call('irn_batchSubscribe', { topics: [first, second] })
    await wallet.call('irn_unsubscribe', { topic: first, id: 'x' })
    await wallet.call('irn_batchUnsubscribe', { subscriptions: [{ topic: second, id: 'y' }] })
    await dapp.call('irn_publish', { topic: first, message: 'a', ttl: 300 })
    await dapp.call('irn_publish', { topic: second, message: 'b', ttl: 300 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(wallet.bufferedPushes()).toBe(0)
  })

  it('returns pending messages in the answer of irn_batchFetchMessages, counted as delivered', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = newTopic()
    await dapp.call('irn_publish', { topic, message: 'fetched', ttl: 300, attestation: 'jwt' })
    const response = await wallet.call('irn_batchFetchMessages', { topics: [topic] })
    expect(response.result).toMatchObject({
      messages: [{ topic, message: 'fetched', attestation: 'jwt' }],
      hasMore: false,
    })
    expect(await wallet.call('irn_batchFetchMessages', { topics: [topic] })).toMatchObject({
      result: { messages: [] },
    })
  })

  it('irn_batchPublish delivers each message to its own topic in one call', async () => {
    const [dapp, first, second] = [await client(), await client(), await client()]
    const [firstTopic, secondTopic] = [newTopic(), newTopic()]
    await first.call('irn_subscribe', { topic: firstTopic })
    await second.call('irn_subscribe', { topic: secondTopic })
    expect(
      await dapp.call('irn_batchPublish', {
        messages: [
          { topic: firstTopic, message: 'one', ttl: 300, tag: 1108 },
          { topic: secondTopic, message: 'two', ttl: 300 },
        ],
      }),
    ).toMatchObject({ result: true })
    expect((await first.nextPush()).params.data).toMatchObject({
      topic: firstTopic,
      message: 'one',
    })
    expect((await second.nextPush()).params.data).toMatchObject({
      topic: secondTopic,
      message: 'two',
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(first.bufferedPushes()).toBe(0)
    expect(second.bufferedPushes()).toBe(0)
  })

  it('irn_batchPublish with one bad entry refuses the whole call (-32602) and publishes nothing', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = newTopic()
    await wallet.call('irn_subscribe', { topic })
    const response = await dapp.call('irn_batchPublish', {
      messages: [
        { topic, message: 'valid but refused with its batch', ttl: 300 },
        { topic: 'not-a-topic', message: 'bad', ttl: 300 },
      ],
    })
    expect(response).toMatchObject({ error: { code: -32602 } })
    expect(response.result).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(wallet.bufferedPushes()).toBe(0)
    expect(api.relay.snapshot().topics.find((t) => t.topic === topic)?.queued ?? 0).toBe(0)
  })

  it('publishes a proposal on the pairing topic (wc_proposeSession)', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const pairingTopic = newTopic()
    await dapp.call('irn_subscribe', { topic: pairingTopic })
    expect(
      await dapp.call('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'proposal',
        ttl: 300,
        tag: 1100,
      }),
    ).toMatchObject({ result: true })
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
    })
  })

  it('wc_approveSession answers on the pairing topic, settles on the session topic and subscribes the wallet to it', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    await dapp.call('irn_subscribe', { topic: pairingTopic })
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    await wallet.call('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
    })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
    })
    // The wallet never sent irn_subscribe for the session topic, yet receives the dapp's answer.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'settled', ttl: 300 })
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settled',
    })
  })
})

describe('createRelay: restart control', () => {
  it('closes every socket with 1012 Service Restart, refuses new ones for downMs (503), keeps mailboxes', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const topic = newTopic()
    await wallet.call('irn_subscribe', { topic })
    const restart = await api.relay.restart({ downMs: 300 })
    expect(restart.closedSockets).toBeGreaterThanOrEqual(2)
    expect(await dapp.closed).toEqual({ code: 1012, reason: 'Service Restart' })
    const { jwt } = signRelayJwt()
    expect(await upgradeStatus(`${api.relayUrl}?auth=${jwt}`)).toBe(503)
    expect(api.relay.snapshot().downUntil).toBe(restart.downUntil)
    await new Promise((resolve) => setTimeout(resolve, 350))
    const publisher = await client()
    await publisher.call('irn_publish', { topic, message: 'after restart', ttl: 300 })
    expect(api.relay.snapshot().topics.find((t) => t.topic === topic)).toEqual({
      topic,
      subscribers: [wallet.clientId],
      queued: 1,
    })
  })

  it('POST /emulator/relay/restart restarts the relay; GET /emulator/relay lists topics', async () => {
    const socket = await client()
    const topic = newTopic()
    await socket.call('irn_subscribe', { topic })
    const listed = await (await fetch(`${api.url}/emulator/relay`)).json()
    expect(listed.connections).toBeGreaterThanOrEqual(1)
    expect(listed.topics).toContainEqual({ topic, subscribers: [socket.clientId], queued: 0 })
    const response = await fetch(`${api.url}/emulator/relay/restart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ downMs: 0 }),
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({ downMs: 0, closedSockets: 1 })
    expect((await socket.closed).code).toBe(1012)
  })

  it('POST /emulator/relay/restart refuses a bad downMs (400)', async () => {
    for (const body of ['{"downMs":-1}', '{"downMs":"soon"}', '{"downMs":60001}', 'nope']) {
      const response = await fetch(`${api.url}/emulator/relay/restart`, { method: 'POST', body })
      expect(response.status).toBe(400)
    }
  })
})

describe('createRelay: dropped sockets', () => {
  it("drop() cuts one client's socket with no close frame (1006), accepts it back at once, and keeps its subscriptions", async () => {
    const [dropped, other] = [await client(), await client()]
    const topic = newTopic()
    await dropped.call('irn_subscribe', { topic })
    expect(await api.relay.drop({ clientId: dropped.clientId })).toEqual({ droppedSockets: 1 })
    expect((await dropped.closed).code).toBe(1006)
    expect(other.socket.readyState).toBe(WebSocket.OPEN)
    await other.call('irn_publish', { topic, message: 'while away', ttl: 300 })
    expect(api.relay.snapshot().topics.find((t) => t.topic === topic)).toEqual({
      topic,
      subscribers: [dropped.clientId],
      queued: 1,
    })
    // No downtime: a new socket is accepted straight away.
    const { jwt } = signRelayJwt()
    expect(await upgradeStatus(`${api.relayUrl}?auth=${jwt}`)).toBe(101)
  })

  it('POST /emulator/relay/drop cuts every socket; a bad body is refused (400)', async () => {
    const socket = await client()
    const response = await fetch(`${api.url}/emulator/relay/drop`, { method: 'POST' })
    expect(response.status).toBe(200)
    expect(
      ((await response.json()) as { droppedSockets: number }).droppedSockets,
    ).toBeGreaterThanOrEqual(1)
    expect((await socket.closed).code).toBe(1006)
    for (const body of ['{"clientId":1}', '[]', 'nope']) {
      const refused = await fetch(`${api.url}/emulator/relay/drop`, { method: 'POST', body })
      expect(refused.status).toBe(400)
    }
    // Both control routes read their body alike: not JSON is 400, past 1 KiB is 413.
    for (const path of ['drop', 'restart']) {
      const notJson = await fetch(`${api.url}/emulator/relay/${path}`, {
        method: 'POST',
        body: 'nope',
      })
      expect(await notJson.json()).toEqual({ message: 'Body must be JSON' })
      const large = await fetch(`${api.url}/emulator/relay/${path}`, {
        method: 'POST',
        body: JSON.stringify({ pad: 'x'.repeat(2048) }),
      })
      expect(large.status).toBe(413)
    }
  })
})

describe('createRelay: liveness', () => {
  it('pings every socket and drops one that stopped answering', async () => {
    const server = await createApiServer({
      port: 0,
      hostname: '127.0.0.1',
      projectIds: ['p'],
      features: [],
      allowedOrigins: [],
      wallets: [],
      assetImages: {},
      rpcUrls: new Map(),
      getState: () => undefined,
      relay: { pingIntervalMs: 40 },
    })
    try {
      const connect = (autoPong: boolean) => {
        const socket = new WebSocket(`${server.relayUrl}?auth=${signRelayJwt().jwt}`, { autoPong })
        return new Promise<WebSocket>((resolve) => socket.once('open', () => resolve(socket)))
      }
      const [silent, responsive] = [await connect(false), await connect(true)]
      const code = await new Promise<number>((resolve) =>
        silent.once('close', (closeCode) => resolve(closeCode)),
      )
      expect(code).toBe(1006)
      expect(responsive.readyState).toBe(WebSocket.OPEN)
      await expect.poll(() => server.relay.snapshot().connections).toBe(1)
      responsive.terminate()
    } finally {
      await server.close()
    }
  })
})
