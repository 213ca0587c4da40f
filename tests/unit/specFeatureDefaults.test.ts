// Spec §6 feature defaults and rules, with every feature as its owner registers it: the kernel
// holds the rules (resolveFeatures), each package its own features.
import { describe, expect, it } from 'vitest'
import { RemoteConfigResponse } from '../../kernel/src/gates/remoteConfigSchema.js'
import {
  type ResolveFeaturesInput,
  resolveFeatures as resolveWith,
} from '../../kernel/src/gates/resolveFeatures.js'
import { decodeUnknownSync } from '../../kernel/src/pipelines/decodeUnknown.js'
import { DEFAULT_SOCIALS } from '../../plugins/embedded-wallet/src/embeddedWalletFeatures.js'
import { SPEC_FEATURES } from '../shared/SPEC_FEATURES.js'

const resolveFeatures = (input: Omit<ResolveFeaturesInput, 'definitions'>) =>
  resolveWith({ definitions: SPEC_FEATURES, ...input })

describe('spec §6 features, registered by their owners', () => {
  it('default local features: receive, send, emailShowWallets, analytics, allWallets on; legalCheckbox, smartSessions, collapseWallets, pay off', () => {
    const { features } = resolveFeatures({ local: {}, remote: undefined })
    expect(features).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  it('default remote features: swaps via 1inch, onramp via meld, email on, socials, activity on, branding on, multiWallet off', () => {
    const { features, explanations } = resolveFeatures({ local: {}, remote: undefined })
    expect(features).toMatchObject({
      swaps: true,
      swapsProviders: ['1inch'],
      onramp: true,
      onrampProviders: ['meld'],
      email: true,
      socials: DEFAULT_SOCIALS,
      activity: true,
      reownBranding: true,
      multiWallet: false,
    })
    expect(DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(explanations.swaps?.source).toBe('default')
  })

  it('remote configuration overrides local settings and lists the ignored local values', () => {
    const result = resolveFeatures({
      local: { email: false, swaps: false, send: false },
      remote: [
        { id: 'email', isEnabled: true },
        { id: 'swaps', isEnabled: true, config: ['0x'] },
        { id: 'multiWallet', isEnabled: true },
      ],
    })
    expect(result.features.email).toBe(true)
    expect(result.features.swaps).toBe(true)
    expect(result.features.swapsProviders).toEqual(['0x'])
    expect(result.features.multiWallet).toBe(true)
    expect(result.features.send).toBe(false)
    expect(result.ignoredLocal).toEqual(['email', 'swaps'])
    expect(result.explanations.email).toMatchObject({
      local: false,
      result: true,
      source: 'remote',
    })
  })

  it('a remote-controlled feature missing from a successful remote config takes its remote default', () => {
    const { features } = resolveFeatures({ local: { activity: false }, remote: [] })
    expect(features.activity).toBe(true)
  })

  it('a disabled remote entry turns the feature off, provider lists included', () => {
    const { features } = resolveFeatures({
      local: {},
      remote: [
        { id: 'onramp', isEnabled: false, config: ['meld'] },
        { id: 'socials', isEnabled: false },
      ],
    })
    expect(features.onramp).toBe(false)
    expect(features.onrampProviders).toEqual([])
    expect(features.socials).toBe(false)
  })

  it('local values hold when the remote config is unavailable', () => {
    const result = resolveFeatures({ local: { email: false, activity: false }, remote: undefined })
    expect(result.features.email).toBe(false)
    expect(result.features.activity).toBe(false)
    expect(result.ignoredLocal).toEqual([])
    expect(result.explanations.email?.source).toBe('local')
  })

  it('with pay on, email and socials are off', () => {
    const { features, explanations } = resolveFeatures({
      local: { pay: true },
      remote: [{ id: 'email', isEnabled: true }],
    })
    expect(features.email).toBe(false)
    expect(features.socials).toBe(false)
    expect(explanations.socials?.source).toBe('pay')
  })

  describe("spec §5: 'On-ramp providers must be an array of strings, else the list is empty'", () => {
    const resolveDecoded = (features: unknown[]) =>
      resolveFeatures({
        local: {},
        remote: decodeUnknownSync(RemoteConfigResponse, { features }, 'config').features,
      }).features

    it('a non-array provider config decodes, leaves the other features alone and means no providers', () => {
      const features = resolveDecoded([
        { id: 'onramp', isEnabled: true, config: 'meld' },
        { id: 'swaps', isEnabled: true, config: { 0: '1inch' } },
        { id: 'email', isEnabled: false },
      ])
      expect(features.onramp).toBe(true)
      expect(features.onrampProviders).toEqual([])
      expect(features.swapsProviders).toEqual([])
      expect(features.email).toBe(false)
    })

    it('an array with a non-string, or an empty array, means no providers', () => {
      const features = resolveDecoded([
        { id: 'onramp', isEnabled: true, config: ['meld', 3] },
        { id: 'swaps', isEnabled: true, config: [] },
      ])
      expect(features.onrampProviders).toEqual([])
      expect(features.swapsProviders).toEqual([])
    })

    it('an entry that names no config (absent or null) keeps the default providers', () => {
      const features = resolveDecoded([
        { id: 'onramp', isEnabled: true },
        { id: 'swaps', isEnabled: true, config: null },
      ])
      expect(features.onrampProviders).toEqual(['meld'])
      expect(features.swapsProviders).toEqual(['1inch'])
    })

    it('an array of strings is the list, in its order', () => {
      const features = resolveDecoded([{ id: 'onramp', isEnabled: true, config: ['b', 'meld'] }])
      expect(features.onrampProviders).toEqual(['b', 'meld'])
    })

    it('a malformed socials config keeps the default socials', () => {
      const features = resolveDecoded([{ id: 'socials', isEnabled: true, config: 'google' }])
      expect(features.socials).toEqual(DEFAULT_SOCIALS)
    })
  })
})
