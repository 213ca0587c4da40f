// Decoded responses, through decodeUnknown and decodeJsonText (kernel/src/pipelines): the wallet
// list (GET /getWallets), the remote project configuration (GET /appkit/v1/config), the token
// balances (GET /v1/account/{address}/balance) and a wallet's assets (wallet_getAssets).
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { BalanceResponse } from '../../kernel/src/balances/BalanceResponse.js'
import { WalletAssetsResponse } from '../../kernel/src/balances/WalletAssetsResponse.js'
import { RemoteConfigResponse } from '../../kernel/src/gates/remoteConfigSchema.js'
import { decodeJsonText } from '../../kernel/src/pipelines/decodeJsonText.js'
import { decodeUnknown, decodeUnknownSync } from '../../kernel/src/pipelines/decodeUnknown.js'
import { WalletListResponse } from '../../kernel/src/wallets/WalletListing.js'
import { anyInput } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { jsonText } from './arbitraries/jsonText.js'
import { nearlyValid } from './arbitraries/nearlyValid.js'
import {
  balanceResponse,
  remoteConfigResponse,
  walletAssetsResponse,
  walletListResponse,
} from './arbitraries/responses.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { decodeOutcome, decodeSyncOutcome } from './support/decodeOutcome.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'

const SOURCE = 'http://127.0.0.1:4100/getWallets'
const INVALID_DATA = `Invalid data received from ${SOURCE}.`
const INVALID_JSON = `Invalid JSON received from ${SOURCE}.`

const RESPONSES = [
  {
    name: 'wallet list (GET /getWallets)',
    schema: WalletListResponse,
    valid: walletListResponse(),
    struct: true,
  },
  {
    name: 'remote config (GET /appkit/v1/config)',
    schema: RemoteConfigResponse,
    valid: remoteConfigResponse(),
    struct: true,
  },
  {
    name: 'token balances (GET /v1/account/{address}/balance)',
    schema: BalanceResponse,
    valid: balanceResponse(),
    struct: true,
  },
  // A record by chain id: every key is data, so there are no unknown fields to drop.
  {
    name: 'wallet assets (wallet_getAssets)',
    schema: WalletAssetsResponse,
    valid: walletAssetsResponse(),
    struct: false,
  },
] as const

describe.each(RESPONSES)('$name', ({ schema, valid, struct }) => {
  const decodeSync = (input: unknown) =>
    decodeUnknownSync(schema as Schema.Schema<unknown, unknown, never>, input, SOURCE)

  it(`any value decodes or fails closed with '${INVALID_DATA}' (VALIDATION_ERROR), sync and as an Effect`, () => {
    fc.assert(
      // Half the cases decode synchronously, half as an Effect: the same parser either way.
      fc.property(
        fc.oneof(anyInput(), valid, nearlyValid(valid)),
        fc.boolean(),
        (candidate, sync) => {
          const input = reveal(candidate)
          const outcome = sync
            ? decodeSyncOutcome(() => decodeSync(input))
            : decodeOutcome(
                decodeUnknown(schema as Schema.Schema<unknown, unknown, never>, input, SOURCE),
              )
          expectFast(outcome.kind).not.toBe('defect')
          if (outcome.kind === 'failure') expectValidationError(outcome.error, [INVALID_DATA])
          if (outcome.kind === 'success') {
            expectFast(
              Schema.is(schema as Schema.Schema<unknown, unknown, never>)(outcome.value),
            ).toBe(true)
          }
          expectPrototypesUntouched()
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it(`any body text decodes or fails closed with '${INVALID_JSON}' or '${INVALID_DATA}'`, () => {
    const text = fc.oneof(
      jsonText(),
      valid.map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(text, (body) => {
        const outcome = decodeOutcome(
          decodeJsonText(schema as Schema.Schema<unknown, unknown, never>, body, SOURCE),
        )
        expectFast(outcome.kind).not.toBe('defect')
        if (outcome.kind === 'failure')
          expectValidationError(outcome.error, [INVALID_JSON, INVALID_DATA])
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every response of the documented shape decodes to itself (unknown fields of an object dropped)', () => {
    const extra = fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'extra'),
      fc.jsonValue(),
      {
        maxKeys: 2,
      },
    )
    fc.assert(
      fc.property(valid, extra, (response, unknown) => {
        const body = JSON.stringify(struct ? { ...unknown, ...(response as object) } : response)
        const outcome = decodeOutcome(
          decodeJsonText(schema as Schema.Schema<unknown, unknown, never>, body, SOURCE),
        )
        expectFast(outcome).toEqual({ kind: 'success', value: response })
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
