import { AppKitError } from '@appkit/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { createNamesClient } from './createNamesClient.js'
import { createTestKit } from './testing/createTestKit.js'
import { type JsonReply, type JsonRequest, startJsonServer } from './testing/startJsonServer.js'

const ALICE = {
  name: 'alice.appkit.id',
  addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } },
  attributes: {},
  registeredAt: '2026-11-14T10:32:00.000Z',
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function client(answer: (request: JsonRequest) => JsonReply) {
  const server = await startJsonServer(answer)
  closers.push(server.close)
  const { kit } = createTestKit({ blockchainApi: server.url })
  const sources: string[] = []
  kit.hooks.requestFinished.tap('test', ({ source }) => {
    sources.push(source)
  })
  return { names: createNamesClient({ api: kit.blockchainApi }), server, sources }
}

async function failure(promise: Promise<unknown>): Promise<AppKitError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AppKitError)
  return error as AppKitError
}

describe('the names client (spec §7 names calls), over a loopback server', () => {
  it('GET profile/account/{name} resolves a name, with projectId, st and sv', async () => {
    const { names, server } = await client(() => ({ status: 200, body: ALICE }))
    expect(await names.resolveName('alice.appkit.id')).toEqual(ALICE)
    expect(server.requests[0]?.path).toBe('/v1/profile/account/alice.appkit.id')
    expect(server.requests[0]?.query.get('projectId')).toBe('test-project')
    expect(server.requests[0]?.query.get('st')).toBeTruthy()
    expect(server.requests[0]?.query.get('sv')).toBeTruthy()
  })

  it("goes through kit.blockchainApi: relative paths, announced to devtools as 'blockchain-api'", async () => {
    const { names, server, sources } = await client(() => ({ status: 200, body: [ALICE] }))
    await names.lookupAddress('0xabc')
    expect(server.requests[0]?.path).toBe('/v1/profile/reverse/0xabc')
    expect(sources).toEqual(['blockchain-api'])
  })

  it('an unregistered name (404 Name not found) resolves to undefined', async () => {
    const { names } = await client(() => ({ status: 404, body: { message: 'Name not found' } }))
    expect(await names.resolveName('free.appkit.id')).toBeUndefined()
  })

  it("spec §8 'Error resolving name' for other failures, including a malformed record", async () => {
    const { names } = await client(() => ({ status: 200, body: { name: 1 } }))
    expect((await failure(names.resolveName('x.appkit.id'))).shortMessage).toBe(
      'Error resolving name',
    )
  })

  it('GET profile/reverse/{address} lists the names of an address', async () => {
    const { names, server } = await client(() => ({ status: 200, body: [ALICE] }))
    expect(await names.lookupAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual([ALICE])
    expect(server.requests[0]?.path).toBe(
      '/v1/profile/reverse/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })

  it("spec §8 'Error fetching names for address'", async () => {
    const { names } = await client(() => ({ status: 400, body: { message: 'Invalid address' } }))
    expect((await failure(names.lookupAddress('nope'))).shortMessage).toBe(
      'Error fetching names for address',
    )
  })

  it('GET profile/suggestions/{name} lists suggestions', async () => {
    const suggestions = [
      { name: 'alice.appkit.id', registered: true },
      { name: 'alice-1.appkit.id', registered: false },
    ]
    const { names, server } = await client(() => ({ status: 200, body: { suggestions } }))
    expect(await names.getSuggestions('alice')).toEqual(suggestions)
    expect(server.requests[0]?.path).toBe('/v1/profile/suggestions/alice')
  })

  it("spec §8 'Error fetching name suggestions'", async () => {
    const { names } = await client(() => ({ status: 200, body: { suggestions: [{ name: 'x' }] } }))
    expect((await failure(names.getSuggestions('alice'))).shortMessage).toBe(
      'Error fetching name suggestions',
    )
  })

  it('POST profile/account sends {coinType, address, signature, message} as JSON', async () => {
    const { names, server } = await client(() => ({ status: 200, body: ALICE }))
    const request = { coinType: 60, address: '0x1', signature: '0x2', message: '{"name":"a"}' }
    await names.postRegistration(request)
    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.path).toBe('/v1/profile/account')
    expect(JSON.parse(server.requests[0]!.body)).toEqual(request)
  })

  it('GET identity/{address} with chainId', async () => {
    const { names, server } = await client(() => ({
      status: 200,
      body: { name: null, avatar: null },
    }))
    expect(await names.getIdentity('0xabc', 'eip155:31337')).toEqual({ name: null, avatar: null })
    expect(server.requests[0]?.path).toBe('/v1/identity/0xabc')
    expect(server.requests[0]?.query.get('chainId')).toBe('eip155:31337')
  })
})
