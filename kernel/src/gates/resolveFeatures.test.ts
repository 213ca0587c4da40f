import { describe, expect, it } from 'vitest'
import { defineFeature } from './defineFeature.js'
import { remoteProviderList, remoteSwitch } from './remoteFeatureValue.js'
import { resolveFeatures } from './resolveFeatures.js'

const LOCAL_ONLY = defineFeature<boolean>({ name: 'legal', default: false })
const REMOTE_SWITCH = defineFeature<boolean>({
  name: 'chat',
  default: true,
  remote: remoteSwitch,
  overrule: (features) =>
    features.quiet ? { value: false, source: 'quiet', reason: 'quiet mode is on' } : undefined,
})
const PROVIDERS = defineFeature<boolean | readonly string[]>({
  name: 'bridge',
  default: ['a'],
  remote: remoteProviderList(['a']),
  expose: (value) => ({
    bridge: Boolean(value),
    bridgeProviders: Array.isArray(value) ? value : [],
  }),
})
const QUIET = defineFeature<boolean>({ name: 'quiet', default: false })
const definitions = [LOCAL_ONLY, REMOTE_SWITCH, PROVIDERS, QUIET]

describe('resolveFeatures: the rules, for whatever features are registered', () => {
  it('defaults fill what neither side sets, and say so', () => {
    const { features, explanations } = resolveFeatures({
      definitions,
      local: {},
      remote: undefined,
    })
    expect(features).toEqual({
      legal: false,
      chat: true,
      bridge: true,
      bridgeProviders: ['a'],
      quiet: false,
    })
    expect(explanations.legal).toMatchObject({ source: 'default', reason: 'local default' })
    expect(explanations.chat).toMatchObject({
      source: 'default',
      reason: 'remote default (project configuration unavailable)',
    })
  })

  it('remote configuration overrides local values of remote features and lists them', () => {
    const result = resolveFeatures({
      definitions,
      local: { legal: true, chat: false, bridge: false },
      remote: [
        { id: 'chat', isEnabled: true },
        { id: 'bridge', isEnabled: true, config: ['b'] },
        { id: 'legal', isEnabled: false },
      ],
    })
    expect(result.features).toMatchObject({
      legal: true,
      chat: true,
      bridge: true,
      bridgeProviders: ['b'],
    })
    expect(result.ignoredLocal).toEqual(['chat', 'bridge'])
    expect(result.explanations.chat).toMatchObject({ local: false, result: true, source: 'remote' })
    expect(result.explanations.bridge?.result).toBe(true)
  })

  it('a successful config without an entry gives a remote feature its default', () => {
    const { features } = resolveFeatures({ definitions, local: { chat: false }, remote: [] })
    expect(features.chat).toBe(true)
  })

  it('local values hold when the remote config is unavailable', () => {
    const result = resolveFeatures({ definitions, local: { chat: false }, remote: undefined })
    expect(result.features.chat).toBe(false)
    expect(result.ignoredLocal).toEqual([])
    expect(result.explanations.chat?.source).toBe('local')
  })

  it("a feature's overrule sets it from the others, and names itself as the source", () => {
    const { features, explanations } = resolveFeatures({
      definitions,
      local: { quiet: true },
      remote: [{ id: 'chat', isEnabled: true }],
    })
    expect(features.chat).toBe(false)
    expect(explanations.chat).toMatchObject({ source: 'quiet', reason: 'quiet mode is on' })
  })

  it('knows no feature nobody registered', () => {
    const { features, explanations } = resolveFeatures({
      definitions: [],
      local: { legal: true },
      remote: [{ id: 'chat', isEnabled: true }],
    })
    expect(features).toEqual({})
    expect(explanations).toEqual({})
  })
})
