import { describe, expect, it, vi } from 'vitest'
import { createConnectionRegistry } from '../registry/createConnectionRegistry.js'
import {
  createRecordingStorage,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  eoa,
  mainnet,
  polygon,
  SOLANA_ADDRESS,
  solana,
  testNetworks,
} from '../registry/testFixtures.js'
import { createAccountState } from './createAccountState.js'
import { defineAccountStateKey } from './defineAccountStateKey.js'
import { readAccountState } from './readAccountState.js'

const NICKNAME = defineAccountStateKey<string | undefined>('test:nickname', undefined)
const VISITS = defineAccountStateKey<number>('test:visits', 0)

async function connected() {
  const registry = createConnectionRegistry({
    networks: testNetworks,
    events: {},
    storage: createRecordingStorage(),
  })
  const { accountState, dispose } = createAccountState(registry)
  registry.recordConnection('eip155', {
    connectorId: 'injected',
    accounts: [eoa(EVM_ADDRESS)],
    caipNetwork: mainnet,
  })
  registry.recordConnection('solana', {
    connectorId: 'phantom',
    accounts: [eoa(SOLANA_ADDRESS)],
    caipNetwork: solana,
  })
  return { registry, accountState, dispose }
}

describe('createAccountState', () => {
  it('a registered slice starts at its initial value and is kept per family', async () => {
    const { accountState } = await connected()
    accountState.register(NICKNAME)
    accountState.register(VISITS)
    expect(accountState.get(VISITS, 'eip155')).toBe(0)
    accountState.set(NICKNAME, 'eip155', 'alice')
    accountState.update(VISITS, 'solana', (visits) => visits + 1)
    expect(accountState.get(NICKNAME, 'eip155')).toBe('alice')
    expect(accountState.get(NICKNAME, 'solana')).toBeUndefined()
    expect(accountState.get(VISITS, 'solana')).toBe(1)
    expect(accountState.get(VISITS, 'eip155')).toBe(0)
  })

  it("is subscribable: a selector built on readAccountState follows one family's slice", async () => {
    const { accountState } = await connected()
    accountState.register(NICKNAME)
    const listener = vi.fn()
    accountState.store.subscribe((values) => readAccountState(values, NICKNAME, 'eip155'), listener)
    accountState.set(NICKNAME, 'solana', 'sol')
    expect(listener).not.toHaveBeenCalled()
    accountState.set(NICKNAME, 'eip155', 'alice')
    expect(listener).toHaveBeenCalledWith('alice', undefined)
  })

  it("a family's disconnect clears its slices, and only its own", async () => {
    const { registry, accountState } = await connected()
    accountState.register(NICKNAME)
    accountState.set(NICKNAME, 'eip155', 'alice')
    accountState.set(NICKNAME, 'solana', 'sol')
    registry.markDisconnected('eip155')
    expect(accountState.get(NICKNAME, 'eip155')).toBeUndefined()
    expect(accountState.get(NICKNAME, 'solana')).toBe('sol')
  })

  it('another account clears the slices; a network switch keeps them', async () => {
    const { registry, accountState } = await connected()
    accountState.register(NICKNAME)
    accountState.set(NICKNAME, 'eip155', 'alice')
    registry.setActiveNetwork(polygon)
    expect(registry.store.getState().chains.eip155?.caipNetwork).toBe(polygon)
    expect(accountState.get(NICKNAME, 'eip155')).toBe('alice')
    registry.recordAccounts('eip155', 'injected', [eoa(EVM_ADDRESS_2)])
    expect(registry.store.getState().chains.eip155?.address).toBe(EVM_ADDRESS_2)
    expect(accountState.get(NICKNAME, 'eip155')).toBeUndefined()
  })

  it('a plugin reacting to the same registry change already reads the cleared slice', async () => {
    const { registry, accountState } = await connected()
    accountState.register(NICKNAME)
    accountState.set(NICKNAME, 'eip155', 'alice')
    const seen: unknown[] = []
    registry.store.subscribe(
      (state) => state.chains.eip155?.status,
      () => seen.push(accountState.get(NICKNAME, 'eip155')),
    )
    registry.markDisconnected('eip155')
    expect(seen).toEqual([undefined])
  })

  it('undo drops the slice; writes to a key nobody registered are ignored', async () => {
    const { accountState } = await connected()
    const unregister = accountState.register(NICKNAME)
    accountState.set(NICKNAME, 'eip155', 'alice')
    unregister()
    expect(accountState.store.getState().eip155).toEqual({})
    accountState.set(NICKNAME, 'eip155', 'again')
    expect(accountState.get(NICKNAME, 'eip155')).toBeUndefined()
  })

  it('a key registered by two plugins stays until both undo; a repeated undo counts once', async () => {
    const { accountState } = await connected()
    const first = accountState.register(NICKNAME)
    const second = accountState.register(NICKNAME)
    accountState.set(NICKNAME, 'eip155', 'alice')
    first()
    first()
    expect(accountState.get(NICKNAME, 'eip155')).toBe('alice')
    second()
    expect(accountState.get(NICKNAME, 'eip155')).toBeUndefined()
  })

  it('dispose stops following the registry', async () => {
    const { registry, accountState, dispose } = await connected()
    accountState.register(NICKNAME)
    accountState.set(NICKNAME, 'eip155', 'alice')
    dispose()
    registry.markDisconnected('eip155')
    expect(accountState.get(NICKNAME, 'eip155')).toBe('alice')
  })
})
