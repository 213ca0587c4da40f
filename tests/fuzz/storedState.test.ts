// Stored state: every key of the kernel's STORAGE_KEYS and of the embedded wallet's
// EMBEDDED_WALLET_STORAGE_KEYS read back through createStorage (kernel/src/storage).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { createMemoryStorage } from '../../kernel/src/storage/createMemoryStorage.js'
import { createStorage } from '../../kernel/src/storage/createStorage.js'
import type { StorageKey } from '../../kernel/src/storage/defineStorageKey.js'
import { STORAGE_KEYS } from '../../kernel/src/storage/STORAGE_KEYS.js'
import { SOCIAL_PROVIDERS } from '../../kernel/src/types/Features.js'
import { EMBEDDED_WALLET_STORAGE_KEYS } from '../../plugins/embedded-wallet/src/EMBEDDED_WALLET_STORAGE_KEYS.js'
import { caipNetworkId } from './arbitraries/caip.js'
import { jsonText } from './arbitraries/jsonText.js'
import { validEmail } from './arbitraries/validEmail.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settle } from './support/settle.js'

/** Every persisted key, by its stored name. */
const KEYS: Readonly<Record<string, StorageKey<unknown>>> = Object.fromEntries(
  [...Object.values(STORAGE_KEYS), ...EMBEDDED_WALLET_STORAGE_KEYS].map((key) => [key.name, key]),
)
type KeyName =
  | keyof typeof STORAGE_KEYS
  | 'connectedSocialProvider'
  | 'connectedSocialUsername'
  | 'email'
  | 'cachedLogin'
  | 'lastChain'

/** The built-in families and one the kernel has never heard of. */
const FAMILIES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'testfam'] as const

const optionalText = fc.string({ unit: 'binary' })
const perNamespace = <A>(value: fc.Arbitrary<A>) =>
  fc.record(
    Object.fromEntries(FAMILIES.map((namespace) => [namespace, value])) as Record<
      (typeof FAMILIES)[number],
      fc.Arbitrary<A>
    >,
    { requiredKeys: [] },
  )

/** A value each key must store and read back unchanged. */
const VALID_VALUES: { readonly [K in KeyName]: fc.Arbitrary<unknown> } = {
  connectedConnectorIds: perNamespace(optionalText),
  recentWallets: fc.array(
    fc.record(
      {
        id: optionalText,
        name: optionalText,
        imageId: optionalText,
        imageUrl: optionalText,
        rdns: optionalText,
        chains: fc.array(optionalText),
        mobileLink: optionalText,
        desktopLink: optionalText,
        webappLink: optionalText,
      },
      { requiredKeys: ['id', 'name'] },
    ),
    { maxLength: 3 },
  ),
  activeCaipNetworkId: caipNetworkId(),
  preferredAccountTypes: perNamespace(fc.constantFrom('eoa', 'smartAccount', 'payment', 'ordinal')),
  connectedSocialProvider: fc.constantFrom(...SOCIAL_PROVIDERS),
  connectedSocialUsername: optionalText,
  email: validEmail(),
  cachedLogin: fc.boolean(),
  lastChain: caipNetworkId(),
}

const KEY_NAMES = Object.keys(VALID_VALUES) as KeyName[]

function setup() {
  const adapter = createMemoryStorage()
  const warnings: string[] = []
  const storage = createStorage({ adapter, onWarning: (message) => warnings.push(message) })
  return { adapter, storage, warnings }
}

describe('stored state', () => {
  it('fuzzes every persisted key there is', () => {
    expectFast(Object.keys(KEYS).sort()).toEqual([...KEY_NAMES].sort())
  })

  it.each(KEY_NAMES)(
    '%s: any stored text reads back as a valid value or as nothing (then removed with a warning)',
    (name) => {
      const key = KEYS[name] as StorageKey<unknown>
      const stored = fc.oneof(
        jsonText(),
        VALID_VALUES[name].map((value) => JSON.stringify(value)),
      )
      fc.assert(
        fc.property(stored, (text) => {
          const { adapter, storage, warnings } = setup()
          adapter.setItem(`appkit:v1:${name}`, text)
          const result = settle(() => storage.get(key))
          expectFast(result.ok).toBe(true)
          if (!result.ok) return
          if (result.value === undefined) {
            expectFast(adapter.getItem(`appkit:v1:${name}`)).toBeNull()
            expectFast(warnings).toHaveLength(1)
          } else {
            expectFast(key.guard(result.value)).toBe(true)
            expectFast(warnings).toEqual([])
          }
          expectPrototypesUntouched()
        }),
        { numRuns: FUZZ_RUNS },
      )
    },
  )

  it.each(KEY_NAMES)('%s: every valid value round-trips through set and get', (name) => {
    const key = KEYS[name] as StorageKey<unknown>
    fc.assert(
      fc.property(VALID_VALUES[name], (value) => {
        const { storage, warnings } = setup()
        storage.set(key, value)
        expectFast(storage.get(key)).toEqual(value)
        expectFast(warnings).toEqual([])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
