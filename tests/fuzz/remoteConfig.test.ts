// Remote project configuration (spec §6): what the gates make of a decoded response, and the
// alert a failed config call shows (spec §8).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { configFailureAlert } from '../../kernel/src/gates/configFailureAlert.js'
import { RemoteConfigResponse } from '../../kernel/src/gates/remoteConfigSchema.js'
import { resolveFeatures as resolveWith } from '../../kernel/src/gates/resolveFeatures.js'
import { decodeUnknownSync } from '../../kernel/src/pipelines/decodeUnknown.js'
import { EMAIL_FEATURE } from '../../plugins/embedded-wallet/src/embeddedWalletFeatures.js'
import { SPEC_FEATURES } from '../shared/SPEC_FEATURES.js'
import { anyData } from './arbitraries/anyInput.js'
import { deeplyNested } from './arbitraries/deeplyNested.js'
import { remoteConfigResponse } from './arbitraries/responses.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settle } from './support/settle.js'

const REMOTE_FEATURE_KEYS = SPEC_FEATURES.filter((feature) => feature.remote).map((f) => f.name)
const resolveFeatures = (input: Omit<Parameters<typeof resolveWith>[0], 'definitions'>) =>
  resolveWith({ definitions: SPEC_FEATURES, ...input })

const BOOLEAN_FEATURES = ['email', 'activity', 'multiWallet', 'reownBranding', 'pay'] as const
const localFeatures = fc.record(
  {
    email: fc.boolean(),
    socials: fc.oneof(fc.constant(false as const), fc.constantFrom(['google' as const], [])),
    swaps: fc.boolean(),
    onramp: fc.boolean(),
    activity: fc.boolean(),
    multiWallet: fc.boolean(),
    reownBranding: fc.boolean(),
    pay: fc.boolean(),
  },
  { requiredKeys: [] },
)

describe('remote config', () => {
  it('every decodable response resolves to well-typed features: remote overrides local, pay turns email and socials off', () => {
    fc.assert(
      fc.property(
        fc.option(remoteConfigResponse(), { nil: undefined }),
        localFeatures,
        (response, local) => {
          const remote = response
            ? decodeUnknownSync(RemoteConfigResponse, response, 'config').features
            : undefined
          const result = settle(() => resolveFeatures({ local, remote }))
          expectFast(result.ok).toBe(true)
          if (!result.ok) return
          const { features, ignoredLocal } = result.value
          for (const key of BOOLEAN_FEATURES) expectFast(typeof features[key]).toBe('boolean')
          expectFast(typeof features.swaps).toBe('boolean')
          expectFast(typeof features.onramp).toBe('boolean')
          expectFast(features.socials === false || Array.isArray(features.socials)).toBe(true)
          for (const list of [features.swapsProviders, features.onrampProviders]) {
            expectFast(Array.isArray(list)).toBe(true)
            expectFast((list as unknown[]).every((provider) => typeof provider === 'string')).toBe(
              true,
            )
          }
          if (features.pay) {
            expectFast(features.email).toBe(false)
            expectFast(features.socials).toBe(false)
          }
          if (remote === undefined) expectFast(ignoredLocal).toEqual([])
          else {
            const overridden = REMOTE_FEATURE_KEYS.filter(
              (key) => (local as Record<string, unknown>)[key] !== undefined,
            )
            expectFast([...ignoredLocal].sort()).toEqual(overridden.sort())
            const email = remote.find((entry) => entry.id === 'email')
            if (email && !features.pay) expectFast(features.email).toBe(Boolean(email.isEnabled))
            if (!email && !features.pay) expectFast(features.email).toBe(EMAIL_FEATURE.default)
            // Spec §5 'On-ramp providers must be an array of strings, else the list is empty'.
            const onramp = remote.find((entry) => entry.id === 'onramp')
            if (onramp?.isEnabled && onramp.config !== undefined && onramp.config !== null) {
              const config = onramp.config
              const isList =
                Array.isArray(config) && Array.from(config).every((n) => typeof n === 'string')
              expectFast(features.onrampProviders).toEqual(isList ? config : [])
            }
          }
          expectPrototypesUntouched()
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('config failure alert', () => {
  const SPEC_CODES = [
    undefined,
    'ORIGIN_NOT_ALLOWED',
    'JWT_TOKEN_NOT_VALID',
    'INVALID_PROJECT_ID',
    'INVALID_APP_CONFIGURATION',
    'RATE_LIMITED_APP_CONFIGURATION',
    'SERVER_ERROR_APP_CONFIGURATION',
  ]
  const status = fc.oneof(
    fc.constantFrom(403, 429, 500, 503, 404),
    fc.integer({ min: 100, max: 599 }),
  )
  const body = fc.oneof(
    anyData(),
    deeplyNested(),
    fc.constantFrom(
      'Unauthorized: origin not allowed',
      'JWT Token is not yet valid',
      'Unauthorized: invalid key',
    ),
    fc.string().map((reason) => ({ message: `Unauthorized: invalid key ${reason}` })),
  )

  it("any failure maps to one of spec §8's alerts (403 by the provider's reason, 429 Rate Limited, 5xx Server Error) or none", () => {
    fc.assert(
      fc.property(
        // What the HTTP client rejects with: an error carrying the response's status and body.
        fc.oneof(anyData(), fc.record({ status, body })),
        (error) => {
          const result = settle(() => configFailureAlert(error))
          expectFast(result.ok).toBe(true)
          if (!result.ok) return
          expectFast(SPEC_CODES).toContain(result.value)
          const { status: code, body: reason } = (
            typeof error === 'object' && error !== null ? error : {}
          ) as { status?: unknown; body?: unknown }
          if (code === 403 && reason === 'Unauthorized: invalid key') {
            expectFast(result.value).toBe('INVALID_PROJECT_ID')
          }
          if (code === 403 && reason === 'Unauthorized: origin not allowed') {
            expectFast(result.value).toBe('ORIGIN_NOT_ALLOWED')
          }
          if (code === 429) expectFast(result.value).toBe('RATE_LIMITED_APP_CONFIGURATION')
          if (typeof code === 'number' && code >= 500) {
            expectFast(result.value).toBe('SERVER_ERROR_APP_CONFIGURATION')
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
