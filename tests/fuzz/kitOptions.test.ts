// The options of createAppKit (kernel/src/kit/validateOptions.ts), spec §5.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { AppKitOptions } from '../../kernel/src/kit/AppKitOptions.js'
import { validateOptions } from '../../kernel/src/kit/validateOptions.js'
import { hardhat } from '../../namespaces/eip155/src/networks/hardhat.js'
import { mainnet } from '../../namespaces/eip155/src/networks/mainnet.js'
import { anyData } from './arbitraries/anyInput.js'
import { caipNetworkId } from './arbitraries/caip.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectAppKitError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const MESSAGES = [
  'createAppKit needs an options object',
  'No networks configured: pass at least one network in the networks array',
  /^Invalid network in the networks array: /,
  'Network Not Found',
]

const network = fc.oneof(
  fc.constantFrom(hardhat, mainnet),
  caipNetworkId().map((id) => ({ ...hardhat, caipNetworkId: id })),
  // Entries that are not networks, objects that cannot be printed among them.
  fc.oneof(
    fc.constant(null),
    fc.string(),
    fc.integer(),
    fc.record({ caipNetworkId: fc.string() }),
    anyData({ sparse: false }),
  ),
)
const options = fc.record(
  {
    projectId: fc.oneof(fc.string(), anyData()),
    networks: fc.oneof(fc.array(network, { maxLength: 3 }), fc.string(), fc.constant(null)),
    defaultNetwork: fc.oneof(network, fc.constant(undefined)),
    // Plugins judge their own options (the siwx plugin: siweConfig beside siwx): never the kernel.
    pluginOptions: fc.oneof(fc.constant(undefined), anyData()),
  },
  { requiredKeys: ['networks'] },
)

describe('createAppKit options', () => {
  it("any options pass, or throw one of the documented CONFIGURATION_ERRORs ('Network Not Found', ...)", () => {
    fc.assert(
      // Options come from the app's code: anything JSON or structured clone can hold, no proxies.
      fc.property(fc.oneof(anyData({ sparse: false }), options), (value) => {
        const result = settle(() => validateOptions(value as AppKitOptions))
        if (!result.ok) {
          expectAppKitError(result.error, 'CONFIGURATION_ERROR', MESSAGES)
          return
        }
        const given = value as AppKitOptions
        expectFast(result.value.projectIdMissing).toBe(
          typeof given.projectId !== 'string' || given.projectId.trim() === '',
        )
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  // String(network) throws a TypeError for an object without a prototype or with a
  // non-function toString ({ toString: {} }): the message must not use it.
  it('any entry of networks that is not a network is refused with the documented message', () => {
    fc.assert(
      fc.property(anyData({ sparse: false }), (entry) => {
        const result = settle(() =>
          validateOptions({ projectId: 'p', networks: [entry] } as AppKitOptions),
        )
        if (!result.ok) expectAppKitError(result.error, 'CONFIGURATION_ERROR', MESSAGES)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
