import { createAppKit, STORAGE_KEYS } from '@appkit/kernel'
import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_STORAGE_KEYS } from './EMBEDDED_WALLET_STORAGE_KEYS.js'
import { embeddedWallet } from './embeddedWallet.js'
import { AUTH_CONNECTOR_ID } from './policies.js'
import { createFakeFrameHost } from './testing/createFakeFrameHost.js'
import { createFakePopupHost } from './testing/createFakePopupHost.js'
import { localnet } from './testing/localnet.js'

const [connectedSocialProvider, connectedSocialUsername, email, cachedLogin, lastChain] =
  EMBEDDED_WALLET_STORAGE_KEYS

/** A kit on memory storage, with the embedded wallet installed unless `withWallet` is false. */
function kitOnMemoryStorage(withWallet = true) {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [localnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  if (withWallet) {
    kit.use(
      embeddedWallet({
        secureSiteUrl: 'http://127.0.0.1:4200',
        host: createFakeFrameHost().host,
        popups: createFakePopupHost().host,
      }),
    )
  }
  return kit
}

/** What an embedded login leaves in storage (a social login on the local network). */
function storeLogin(kit: ReturnType<typeof kitOnMemoryStorage>) {
  kit.storage.set(connectedSocialProvider, 'github')
  kit.storage.set(connectedSocialUsername, 'octocat')
  kit.storage.set(email, 'octocat@example.com')
  kit.storage.set(cachedLogin, true)
  kit.storage.set(lastChain, 'eip155:31337')
}

/** The embedded wallet connected on the local network (as its connector reports it). */
function connectWallet(kit: ReturnType<typeof kitOnMemoryStorage>, connectorId: string) {
  kit.registry.recordConnection('eip155', {
    connectorId,
    accounts: [{ address: `0x${'12'.repeat(20)}`, type: 'eoa' }],
    caipNetwork: localnet,
  })
}

const storedNames = (kit: ReturnType<typeof kitOnMemoryStorage>) =>
  EMBEDDED_WALLET_STORAGE_KEYS.map((key) => key.name).filter((name) =>
    kit.storage.keys().includes(name),
  )

describe('EMBEDDED_WALLET_STORAGE_KEYS: the disconnect rule (spec §4)', () => {
  it('"Disconnect removes stored connector id; also clears cached login, email, last chain and social username", and "keeps preferred account type"', async () => {
    const kit = kitOnMemoryStorage()
    connectWallet(kit, AUTH_CONNECTOR_ID)
    storeLogin(kit)
    kit.registry.setPreferredAccountType('eip155', 'eoa')
    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)?.eip155).toBe(AUTH_CONNECTOR_ID)
    expect(storedNames(kit)).toHaveLength(EMBEDDED_WALLET_STORAGE_KEYS.length)

    await kit.disconnect('eip155')

    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)?.eip155).toBeUndefined()
    expect(kit.storage.get(cachedLogin)).toBeUndefined()
    expect(kit.storage.get(email)).toBeUndefined()
    expect(kit.storage.get(lastChain)).toBeUndefined()
    expect(kit.storage.get(connectedSocialUsername)).toBeUndefined()
    expect(kit.storage.get(connectedSocialProvider)).toBeUndefined()
    expect(kit.storage.get(STORAGE_KEYS.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    kit.destroy()
  })

  it('the keys join the rule because the plugin registers them: without it, a disconnect leaves them', async () => {
    const kit = kitOnMemoryStorage(false)
    connectWallet(kit, 'injected')
    storeLogin(kit)
    await kit.disconnect('eip155')
    expect(storedNames(kit)).toHaveLength(EMBEDDED_WALLET_STORAGE_KEYS.length)
    kit.destroy()
  })

  it('are registered, flagged clearOnDisconnect, while the plugin is installed; its teardown withdraws them', () => {
    const kit = kitOnMemoryStorage()
    expect(kit.storageKeys.clearedOnDisconnect()).toEqual(
      expect.arrayContaining([...EMBEDDED_WALLET_STORAGE_KEYS]),
    )
    kit.destroy()
    expect(kit.storageKeys.list()).toEqual(
      expect.not.arrayContaining([...EMBEDDED_WALLET_STORAGE_KEYS]),
    )
  })
})

describe('EMBEDDED_WALLET_STORAGE_KEYS: stored values', () => {
  function setUp() {
    const adapter = createMemoryStorage()
    const onWarning = vi.fn()
    return { adapter, onWarning, storage: createStorage({ adapter, onWarning }) }
  }

  it('round-trip every key', () => {
    const { storage, onWarning } = setUp()
    storage.set(connectedSocialProvider, 'github')
    storage.set(connectedSocialUsername, 'alice')
    storage.set(email, 'alice@example.com')
    storage.set(cachedLogin, true)
    storage.set(lastChain, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.keys().sort()).toEqual(
      EMBEDDED_WALLET_STORAGE_KEYS.map((key) => key.name).sort(),
    )
    expect(storage.get(connectedSocialProvider)).toBe('github')
    expect(storage.get(connectedSocialUsername)).toBe('alice')
    expect(storage.get(email)).toBe('alice@example.com')
    expect(storage.get(cachedLogin)).toBe(true)
    expect(storage.get(lastChain)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(onWarning).not.toHaveBeenCalled()
  })

  it('fail closed on stored values that break the rules (bad email, unknown social provider, bad CAIP-2 id)', () => {
    const { storage, adapter, onWarning } = setUp()
    adapter.setItem('appkit:v1:email', '"not-an-email"')
    adapter.setItem('appkit:v1:connectedSocialProvider', '"myspace"')
    adapter.setItem('appkit:v1:lastChain', '"eip155"')
    adapter.setItem('appkit:v1:cachedLogin', '"yes"')
    expect(storage.get(email)).toBeUndefined()
    expect(storage.get(connectedSocialProvider)).toBeUndefined()
    expect(storage.get(lastChain)).toBeUndefined()
    expect(storage.get(cachedLogin)).toBeUndefined()
    expect(onWarning).toHaveBeenCalledTimes(4)
    expect(storage.keys()).toEqual([])
  })

  it('refuse to write such values', () => {
    const { storage, onWarning } = setUp()
    storage.set(email, 'not-an-email')
    storage.set(lastChain, 'eip155')
    expect(storage.keys()).toEqual([])
    expect(onWarning).toHaveBeenCalledTimes(2)
  })
})
