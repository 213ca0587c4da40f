// A third party's feature plugin, written only here: its own remote gate, its own alert and its
// own connector destination work with no kernel edit (issue 19).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineAlert } from '../alerts/ALERTS.js'
import { defineFeature } from '../gates/defineFeature.js'
import { sendJson, startTestServer, type TestServer } from '../pipelines/testing/startTestServer.js'
import { mainnet } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { AppKitOptions } from './AppKitOptions.js'
import type { AppKitPlugin } from './AppKitPlugin.js'
import { createAppKit } from './createAppKit.js'

const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
  vi.restoreAllMocks()
})

async function kitWithConfig(features: unknown[], overrides: Partial<AppKitOptions> = {}) {
  const server = await startTestServer((_request, response) =>
    sendJson(response, 200, { features }),
  )
  servers.push(server)
  return createAppKit({
    projectId: 'project-1',
    networks: [mainnet],
    storage: createMemoryStorage(),
    loadRemoteConfig: true,
    urls: { api: server.url },
    ...overrides,
  })
}

/** Its value is the chat rooms the project configuration names (a count, here). */
const CHAT_FEATURE = defineFeature<number | false>({
  name: 'acme:chat',
  default: false,
  remote: (entry) => (entry.isEnabled ? Number(entry.config ?? 1) : false),
  expose: (rooms) => ({ 'acme:chat': rooms !== false, 'acme:chatRooms': rooms || 0 }),
})
const CHAT_DOWN = defineAlert({
  code: 'ACME_CHAT_DOWN',
  variant: 'warning',
  shortMessage: 'Chat unavailable',
  longMessage: 'The chat server did not answer',
})

function chat(setUp: (rooms: unknown) => void): AppKitPlugin {
  return {
    name: 'acme:chat',
    gate: CHAT_FEATURE.name,
    features: [CHAT_FEATURE],
    alerts: [CHAT_DOWN],
    setup(ctx) {
      setUp(ctx.gates.features()['acme:chatRooms'])
      ctx.alerts.show('ACME_CHAT_DOWN')
    },
  }
}

describe('a third-party feature plugin', () => {
  it('waits for the project configuration, which opens its gate; its alert shows', async () => {
    const kit = await kitWithConfig([{ id: 'acme:chat', isEnabled: true, config: 3 }])
    const setUp = vi.fn()
    kit.use(chat(setUp))
    expect(setUp).not.toHaveBeenCalled()
    await kit.ready
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledWith(3))
    expect(kit.gates.explain('acme:chat')).toMatchObject({ source: 'remote', result: true })
    expect(kit.alerts.store.getState().alerts).toMatchObject([
      { code: 'ACME_CHAT_DOWN', variant: 'warning', shortMessage: 'Chat unavailable' },
    ])
  })

  it('remote overrides the local value of the app, with the local configuration ignored notice', async () => {
    const kit = await kitWithConfig([{ id: 'acme:chat', isEnabled: false }], {
      features: { 'acme:chat': 2 },
    })
    const setUp = vi.fn()
    kit.use(chat(setUp))
    await kit.ready
    await Promise.resolve()
    expect(setUp).not.toHaveBeenCalled()
    expect(kit.gates.gate('acme:chat')).toBe(false)
    expect(kit.alerts.store.getState().alerts).toMatchObject([
      { code: 'LOCAL_CONFIGURATION_IGNORED', detail: 'acme:chat' },
    ])
  })

  it('destroying the kit undoes its feature and alert registrations', async () => {
    const kit = await kitWithConfig([])
    kit.use({ ...chat(() => {}), gate: undefined })
    expect(kit.gates.features()).toHaveProperty('acme:chat')
    kit.destroy()
    expect(kit.gates.features()).not.toHaveProperty('acme:chat')
    expect(() => kit.alerts.show('ACME_CHAT_DOWN')).toThrowError('Unknown alert: ACME_CHAT_DOWN')
  })

  it('a local value for a feature nobody registers is reported once the config has settled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kit = await kitWithConfig([], { features: { 'acme:chta': true } })
    kit.use(chat(() => {}))
    await kit.ready
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('acme:chta'), {
      features: ['acme:chta'],
    })
  })

  it('says where its connector type leads, through the router', async () => {
    const kit = await kitWithConfig([])
    const connector = { id: 'acme', name: 'Acme', type: 'EXTERNAL' as const }
    expect(kit.router.connectorDestinations.resolve(connector, { isMobile: false }).view).toBe(
      'ConnectingExternal',
    )
    kit.router.connectorDestinations.register('EXTERNAL', () => ({ view: 'AllWallets' }))
    expect(kit.router.connectorDestinations.resolve(connector, { isMobile: false })).toEqual({
      view: 'AllWallets',
    })
  })
})
