// What an EIP-1193 wallet answers (namespaces/eip155/src/provider): accounts, chain ids, errors.
// A wallet is a page script: its answers and rejections can be anything.
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, it } from 'vitest'
import { AppKitError } from '../../kernel/src/errors/AppKitError.js'
import { chainReference } from '../../kernel/src/registry/chainReference.js'
import { decodeAccounts } from '../../namespaces/eip155/src/provider/decodeAccounts.js'
import { decodeChainId } from '../../namespaces/eip155/src/provider/decodeChainId.js'
import { findErrorCode } from '../../namespaces/eip155/src/provider/findErrorCode.js'
import { isUnrecognizedChainError } from '../../namespaces/eip155/src/provider/isUnrecognizedChainError.js'
import { toHexChainId } from '../../namespaces/eip155/src/provider/toHexChainId.js'
import { toProviderError } from '../../namespaces/eip155/src/provider/toProviderError.js'
import { anyInput, anyString } from './arbitraries/anyInput.js'
import { evmAddress } from './arbitraries/evmAddress.js'
import { hostileValue, reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const chainId = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 32 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
)

/** An error as wallets and viem throw them: a code, a message, a cause chain, possibly hostile. */
const walletError = fc.letrec((tie) => ({
  error: fc.oneof(
    { depthSize: 'small' },
    anyInput(),
    hostileValue(),
    fc.record(
      {
        code: fc.oneof(fc.integer(), fc.constantFrom(4001, 4902, -32603), anyInput()),
        message: fc.oneof(fc.string(), anyInput()),
        data: fc.oneof(
          anyInput(),
          fc.record({ originalError: fc.record({ code: fc.constant(4902) }) }),
        ),
        cause: tie('error'),
      },
      { requiredKeys: [] },
    ),
  ),
})).error

describe('accounts (eth_accounts, eth_requestAccounts, accountsChanged)', () => {
  it('any answer is a list of EIP-55 addresses without duplicates, or undefined (ignored); never throws', () => {
    const accounts = fc.array(
      fc.oneof({ weight: 4, arbitrary: evmAddress() }, { weight: 1, arbitrary: anyInput() }),
      {
        maxLength: 4,
      },
    )
    const sparse = fc.sparseArray(evmAddress(), { maxLength: 4, noTrailingHole: false })
    const mutated = fc.array(mutatedString(evmAddress()), { maxLength: 2 })
    fc.assert(
      fc.property(fc.oneof(anyInput(), accounts, sparse, mutated), (candidate) => {
        const answer = reveal(candidate)
        const result = settle(() => decodeAccounts(answer))
        expectFast(result.ok).toBe(true)
        if (!result.ok || result.value === undefined) return
        expectFast(new Set(result.value).size).toBe(result.value.length)
        for (const address of result.value) expectFast(address).toBe(getAddress(address))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every list of valid addresses decodes to their EIP-55 forms, first occurrence kept, in order', () => {
    fc.assert(
      fc.property(fc.array(evmAddress(), { maxLength: 3 }), (addresses) => {
        const expected = [...new Set(addresses.map((address) => getAddress(address)))]
        expectFast(decodeAccounts(addresses)).toEqual(expected)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('chain id (eth_chainId, chainChanged)', () => {
  it('any answer is a safe positive integer or undefined; hex and decimal forms round-trip', () => {
    const forms = chainId.chain((id) =>
      fc.constantFrom(id, `0x${id.toString(16)}`, `0x${id.toString(16).toUpperCase()}`, String(id)),
    )
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), forms, mutatedString(chainId.map((id) => `0x${id.toString(16)}`))),
        (candidate) => {
          const answer = reveal(candidate)
          const result = settle(() => decodeChainId(answer))
          expectFast(result.ok).toBe(true)
          if (!result.ok || result.value === undefined) return
          expectFast(Number.isSafeInteger(result.value)).toBe(true)
          expectFast(result.value).toBeGreaterThan(0)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("toHexChainId gives '0x…' that decodes back, or refuses with 'The chain id is invalid.'", () => {
    // Its domain is `number | string` (a configured network's id).
    const ids = fc.oneof(chainId, chainId.map(String), fc.double(), fc.integer(), anyString())
    fc.assert(
      fc.property(ids, (id) => {
        const result = settle(() => toHexChainId(id as number))
        if (!result.ok) {
          expectValidationError(result.error, ['The chain id is invalid.'])
          return
        }
        expectFast(result.value).toMatch(/^0x[1-9a-f][0-9a-f]*$/)
        expectFast(decodeChainId(result.value)).toBe(Number(id))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('chain reference (kernel/src/registry)', () => {
  it('a chain id a wallet reports as a number, decimal, hex or CAIP-2 id gives its CAIP-2 reference', () => {
    fc.assert(
      fc.property(chainId, (id) => {
        for (const form of [
          id,
          String(id),
          `0x${id.toString(16)}`,
          `eip155:${id}`,
          `eip155:0x${id.toString(16)}`,
        ]) {
          expectFast(chainReference('eip155', form)).toBe(String(id))
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('any string or number gives a string, never throws', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('eip155' as const, 'solana' as const),
        fc.oneof(anyString(), fc.double()),
        (namespace, id) => {
          const result = settle(() => chainReference(namespace, id))
          expectFast(result.ok && typeof result.value).toBe('string')
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('wallet errors', () => {
  it('toProviderError maps anything a wallet throws to an AppKitError; a numeric code anywhere on the cause chain keeps its code', () => {
    fc.assert(
      fc.property(walletError, (candidate) => {
        const thrown = reveal(candidate)
        const coded = settle(() => findErrorCode(thrown))
        expectFast(coded.ok).toBe(true)
        const mapped = settle(() => toProviderError(thrown))
        expectFast(mapped.ok).toBe(true)
        if (mapped.ok) expectFast(mapped.value).toBeInstanceOf(AppKitError)
        if (coded.ok && coded.value && mapped.ok && !(thrown instanceof AppKitError)) {
          expectFast(mapped.value.code).toBe(coded.value.code)
        }
        expectFast(settle(() => isUnrecognizedChainError(thrown)).ok).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("'4902 unrecognized chain' is recognised at the top, down the cause chain, or under data.originalError", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (message, depth, nested) => {
          let error: unknown = nested
            ? { code: -32603, message, data: { originalError: { code: 4902 } } }
            : { code: 4902, message }
          for (let level = 0; level < depth; level++) error = { message: 'wrapped', cause: error }
          expectFast(isUnrecognizedChainError(error)).toBe(true)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
