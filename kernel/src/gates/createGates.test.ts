import { describe, expect, it, vi } from 'vitest'
import { createGates } from './createGates.js'
import { defineFeature } from './defineFeature.js'
import { remoteSwitch } from './remoteFeatureValue.js'

const CHAT = defineFeature<boolean>({ name: 'chat', default: true, remote: remoteSwitch })
const LEGAL = defineFeature<boolean>({ name: 'legal', default: false })

function gatesWith(local: Record<string, unknown> = {}) {
  const alerts = { show: vi.fn() }
  const warn = vi.fn()
  return { gates: createGates({ local, alerts, warn }), alerts, warn }
}

describe('createGates', () => {
  it('a local value set before its feature registers applies when it does, and its undo removes it', () => {
    const { gates } = gatesWith({ legal: true })
    expect(gates.features()).not.toHaveProperty('legal')
    const undo = gates.register(LEGAL)
    expect(gates.gate('legal')).toBe(true)
    expect(gates.explain('legal')?.source).toBe('local')
    undo()
    expect(gates.features()).not.toHaveProperty('legal')
    expect(gates.explain('legal')).toBeUndefined()
  })

  it('the latest registration of a name wins; undoing it brings back the earlier one', () => {
    const { gates } = gatesWith()
    gates.register(LEGAL)
    const undo = gates.register(defineFeature({ name: 'legal', default: true }))
    expect(gates.gate('legal')).toBe(true)
    undo()
    expect(gates.gate('legal')).toBe(false)
  })

  it('knows which features the project configuration decides', () => {
    const { gates } = gatesWith()
    expect(gates.isRemote('chat')).toBe(false)
    gates.register(CHAT, LEGAL)
    expect(gates.isRemote('chat')).toBe(true)
    expect(gates.isRemote('legal')).toBe(false)
    expect(gates.isRemote('multiWallet')).toBe(true)
  })

  it('remote overrides local, with the one-time local configuration ignored notice', async () => {
    const { gates, alerts } = gatesWith({ chat: false, legal: true })
    gates.register(CHAT, LEGAL)
    await gates.load(async () => ({ features: [{ id: 'chat', isEnabled: true }] }))
    expect(gates.store.getState().status).toBe('remote')
    expect(gates.gate('chat')).toBe(true)
    expect(gates.gate('legal')).toBe(true)
    expect(alerts.show).toHaveBeenCalledWith('LOCAL_CONFIGURATION_IGNORED', {
      detail: 'chat',
      once: true,
    })
  })

  it('a feature registered after the remote config loaded is decided by it too', async () => {
    const { gates } = gatesWith({ chat: true })
    await gates.load(async () => ({ features: [{ id: 'chat', isEnabled: false }] }))
    gates.register(CHAT)
    expect(gates.gate('chat')).toBe(false)
    expect(gates.explain('chat')?.source).toBe('remote')
  })

  it('a failed config call keeps local values and shows its alert', async () => {
    const { gates, alerts } = gatesWith({ chat: false })
    gates.register(CHAT)
    await gates.load(() => Promise.reject({ status: 429 }))
    expect(gates.store.getState().status).toBe('failed')
    expect(gates.gate('chat')).toBe(false)
    expect(alerts.show).toHaveBeenCalledWith('RATE_LIMITED_APP_CONFIGURATION', { once: true })
  })

  it('warns about local values no registered feature reads', () => {
    const { gates, warn } = gatesWith({ legal: true, typo: true, multiWallet: true })
    gates.register(LEGAL)
    gates.reportUnregisteredLocal()
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('typo')
    expect(warn.mock.calls[0]?.[0]).not.toContain('legal')
    expect(warn.mock.calls[0]?.[0]).not.toContain('multiWallet')
  })

  it('multiWallet, the feature of the kernel itself, is off by default, with its info alert', () => {
    const { gates, alerts } = gatesWith()
    expect(gates.requireMultiWallet()).toBe(false)
    expect(alerts.show).toHaveBeenCalledWith('MULTI_WALLET_NOT_ENABLED')
    expect(gatesWith({ multiWallet: true }).gates.requireMultiWallet()).toBe(true)
  })
})

describe('createGates: registering again', () => {
  it('a definition already registered changes no state; each registration has its own undo', () => {
    const { gates } = gatesWith()
    const undoFirst = gates.register(LEGAL)
    const listener = vi.fn()
    gates.store.subscribe(listener)
    const undoSecond = gates.register(LEGAL)
    expect(listener).not.toHaveBeenCalled()
    undoSecond()
    expect(gates.features()).toHaveProperty('legal')
    undoFirst()
    expect(gates.features()).not.toHaveProperty('legal')
  })
})
