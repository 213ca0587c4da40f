// The plugins' responses from the blockchain data API (spec §7), decoded at the kit's one HTTP
// boundary (kernel/src/pipelines/decodeUnknown.ts) with each plugin's schema: on-ramp options,
// quote and URL (plugins/onramp), swap tokens, quotes, allowance, gas price and built
// transactions (plugins/swaps), names, suggestions and identity (plugins/names), and the
// activity history page (plugins/activity). The documented shapes come from the schemas
// themselves (effect's Arbitrary), encoded to what the server sends.
import { Arbitrary, Schema } from 'effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { decodeUnknownSync } from '../../kernel/src/pipelines/decodeUnknown.js'
import { TransactionPageSchema } from '../../plugins/activity/src/history/transactionSchema.js'
import {
  IdentitySchema,
  NameRecordsSchema,
  SuggestionsSchema,
} from '../../plugins/names/src/transport/nameSchemas.js'
import { isWebUrl } from '../../plugins/onramp/src/isWebUrl.js'
import {
  OnRampOptionsSchema,
  OnRampQuoteSchema,
  OnRampUrlSchema,
} from '../../plugins/onramp/src/transport/onRampSchemas.js'
import {
  SwapAllowanceSchema,
  SwapGasPriceSchema,
  SwapQuotesSchema,
  SwapTokensSchema,
  SwapTransactionSchema,
} from '../../plugins/swaps/src/transport/swapsSchemas.js'
import { anyInput, anyString } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { nearlyValid } from './arbitraries/nearlyValid.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { check } from './support/check.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settle } from './support/settle.js'

type AnySchema = Schema.Schema<unknown, unknown, never>

const RESPONSES: readonly { name: string; schema: AnySchema }[] = [
  { name: 'on-ramp options (GET onramp/options)', schema: OnRampOptionsSchema as AnySchema },
  { name: 'on-ramp quote (POST onramp/quote)', schema: OnRampQuoteSchema as AnySchema },
  { name: 'on-ramp URL (POST generators/onrampurl)', schema: OnRampUrlSchema as AnySchema },
  { name: 'name records (GET profile/reverse/{address})', schema: NameRecordsSchema as AnySchema },
  {
    name: 'name suggestions (GET profile/suggestions/{name})',
    schema: SuggestionsSchema as unknown as AnySchema,
  },
  { name: 'identity (GET identity/{address})', schema: IdentitySchema as AnySchema },
  {
    name: 'activity page (GET account/{address}/history)',
    schema: TransactionPageSchema as AnySchema,
  },
  { name: 'swap tokens (GET convert/tokens)', schema: SwapTokensSchema as AnySchema },
  { name: 'swap quotes (GET convert/quotes)', schema: SwapQuotesSchema as AnySchema },
  { name: 'swap allowance (GET convert/allowance)', schema: SwapAllowanceSchema as AnySchema },
  { name: 'swap gas price (GET convert/gas-price)', schema: SwapGasPriceSchema as AnySchema },
  {
    name: 'swap transaction (GET convert/build-approve, POST convert/build-transaction)',
    schema: SwapTransactionSchema as AnySchema,
  },
]

const SOURCE = 'http://127.0.0.1:4100/v1/test'
const INVALID_DATA = `Invalid data received from ${SOURCE}.`

/** Whether JSON would change the value: NaN and ±Infinity become null on the way. */
function survivesJson(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'object' || value === null) return true
  return Object.values(value).every(survivesJson)
}

// The schemas' own arbitraries nest arrays in arrays: at fast-check's default size one case
// holds hundreds of entries, and 10,000 of them take half a minute. Smaller documents test
// the same shapes; the setting is restored for the other files of the run.
let previous: fc.GlobalParameters
beforeAll(() => {
  previous = fc.readConfigureGlobal()
  fc.configureGlobal({ ...previous, baseSize: 'xsmall' })
})
afterAll(() => {
  fc.configureGlobal(previous)
})

describe.each(RESPONSES)('$name', ({ schema }) => {
  // What the server sends for a documented value: its encoded form, through JSON.
  const wire = Arbitrary.make(schema).map((value) => {
    const encoded = Schema.encodeSync(schema)(value)
    return { documented: survivesJson(encoded), value: JSON.parse(JSON.stringify(encoded)) }
  })

  it(`a documented response decodes; anything else decodes only if it fits, or fails closed with '${INVALID_DATA}'`, () => {
    const is = Schema.is(schema)
    fc.assert(
      fc.property(
        fc.oneof(
          wire,
          nearlyValid(wire.map(({ value }) => value)).map((value) => ({
            documented: false,
            value,
          })),
          anyInput().map((value) => ({ documented: false, value })),
        ),
        ({ documented, value }) => {
          const input = reveal(value)
          const result = settle(() => decodeUnknownSync(schema, input, SOURCE))
          if (result.ok) check(is(result.value), 'the decoded value fits the schema')
          else {
            check(!documented, () => `a documented response was refused: ${String(result.error)}`)
            expectValidationError(result.error, [INVALID_DATA])
          }
          expectPrototypesUntouched()
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('on-ramp checkout URL (POST generators/onrampurl)', () => {
  const scheme = fc.constantFrom(
    'javascript:',
    'JavaScript:',
    ' javascript:',
    'data:text/html,',
    'vbscript:',
    'file://',
    'blob:https://a.example/',
    'ftp://',
    'http://',
    'https://',
    '',
  )

  it('decodes only an http or https URL: the checkout address is opened in a window', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'file', 'javascript', 'data'] }),
          fc.tuple(scheme, anyString()).map(([prefix, rest]) => prefix + rest),
        ),
        (url) => {
          const result = settle(() => decodeUnknownSync(OnRampUrlSchema, { url }, SOURCE))
          if (!result.ok) expectValidationError(result.error, [INVALID_DATA])
          else {
            const { protocol } = new URL(result.value.url)
            check(protocol === 'http:' || protocol === 'https:', () => `opened ${protocol}`)
          }
          check(result.ok === isWebUrl(url), 'decoded exactly when the URL is http or https')
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
