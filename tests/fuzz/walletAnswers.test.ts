// What eip155 actions make of a node's or wallet's answer (namespaces/eip155/src/actions):
// balances (eth_getBalance), signatures (personal_sign), and amounts typed by the user.
import fc from 'fast-check'
import { type Client, formatUnits } from 'viem'
import { describe, it } from 'vitest'
import { getBalance } from '../../namespaces/eip155/src/actions/getBalance.js'
import { parseAmount } from '../../namespaces/eip155/src/actions/parseAmount.js'
import { signMessage } from '../../namespaces/eip155/src/actions/signMessage.js'
import { hardhat } from '../../namespaces/eip155/src/networks/hardhat.js'
import { anyData, anyString } from './arbitraries/anyInput.js'
import { deeplyNested } from './arbitraries/deeplyNested.js'
import { pollutedJsonValue } from './arbitraries/pollutionKeys.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectAppKitError, expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle, settleAsync } from './support/settle.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const quantity = fc
  .bigInt({ min: 0n, max: 2n ** 256n - 1n })
  .map((value) => `0x${value.toString(16)}`)
const clientAnswering = (answer: unknown) => ({ request: async () => answer }) as unknown as Client
const walletAnswering = (answer: unknown) => ({ request: async () => answer })

describe('balance (eth_getBalance)', () => {
  it("any JSON answer is a balance, or refused with 'The RPC returned an invalid balance'", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(pollutedJsonValue(), fc.json(), anyString(), quantity),
        async (answer) => {
          const result = await settleAsync(() =>
            getBalance(clientAnswering(answer), { address: ADDRESS, network: hardhat }),
          )
          if (!result.ok) {
            expectAppKitError(result.error, 'RPC_ERROR', ['The RPC returned an invalid balance'])
            return
          }
          expectFast(result.value.value).toBe(BigInt(answer as string))
          expectFast(result.value.formatted).toBe(formatUnits(result.value.value, 18))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  // The refusal's details write the answer as JSON, which overflows on a deeply nested answer:
  // it is then described instead (it was a stack overflow).
  it('a deeply nested answer is refused with the documented message', async () => {
    await fc.assert(
      fc.asyncProperty(deeplyNested(), async (answer) => {
        const result = await settleAsync(() =>
          getBalance(clientAnswering(answer), { address: ADDRESS, network: hardhat }),
        )
        if (!result.ok)
          expectAppKitError(result.error, 'RPC_ERROR', ['The RPC returned an invalid balance'])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('signature (personal_sign)', () => {
  const signature = fc
    .uint8Array({ minLength: 65, maxLength: 65 })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

  it("any string, number, boolean, null or list answer is a 0x signature, or refused with 'The wallet returned an invalid signature: {answer}'", async () => {
    // Objects, printed or not, are the property below.
    const answers = fc.oneof(
      anyString(),
      signature,
      fc.constantFrom(null, undefined, true, false, 0, -1, 1e21, Number.NaN),
      fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
    )
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        const result = await settleAsync(() =>
          signMessage(walletAnswering(answer), { address: ADDRESS, message: 'hello' }),
        )
        if (result.ok) expectFast(result.value).toBe(answer)
        else
          expectValidationError(result.error, [
            `The wallet returned an invalid signature: ${String(answer)}`,
          ])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  // String(answer) throws a TypeError for an object without a prototype, or with a
  // non-function `toString` (even plain JSON: {"toString":{}}): the message must not use it.
  it("any answer a wallet script can give is a 0x signature, or refused with 'The wallet returned an invalid signature: {answer}'", async () => {
    await fc.assert(
      fc.asyncProperty(anyData(), async (answer) => {
        const result = await settleAsync(() =>
          signMessage(walletAnswering(answer), { address: ADDRESS, message: 'hello' }),
        )
        if (result.ok) expectFast(result.value).toBe(answer)
        else expectValidationError(result.error, [/^The wallet returned an invalid signature: /s])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

/** '007.50' as formatUnits writes it: '7.5'. */
function canonicalDecimal(text: string): string {
  const [whole = '', fraction = ''] = text.trim().split('.')
  const integer = whole.replace(/^0+/, '') || '0'
  const decimals = fraction.replace(/0+$/, '')
  return decimals === '' ? integer : `${integer}.${decimals}`
}

describe('amount (parseAmount)', () => {
  const decimals = fc.integer({ min: 0, max: 36 })
  const AMOUNT_MESSAGES = [
    /^Invalid token decimals: /,
    /^Invalid amount: /,
    'The amount must be a positive number',
  ]

  it('any text is a positive amount in base units, or refused with a documented message', () => {
    const amount = fc.oneof(
      anyString(),
      fc.stringMatching(/^\d{1,30}(\.\d{0,40})?$/),
      fc.stringMatching(/^\.\d{1,40}$/),
    )
    fc.assert(
      fc.property(amount, fc.oneof(decimals, fc.integer(), fc.double()), (text, places) => {
        const result = settle(() => parseAmount(text, places))
        if (!result.ok) {
          expectValidationError(result.error, AMOUNT_MESSAGES)
          return
        }
        expectFast(result.value).toBeGreaterThan(0n)
        expectFast(formatUnits(result.value, places)).toBe(canonicalDecimal(text))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('round-trips every positive amount of at most `decimals` places (no silent rounding)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 40n }), decimals, (units, places) => {
        expectFast(parseAmount(formatUnits(units, places), places)).toBe(units)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
