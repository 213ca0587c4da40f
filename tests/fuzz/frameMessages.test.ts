// Messages across the embedded wallet's frame boundary (spec §7 'Embedded wallet'): what the
// host accepts from the secure frame (plugins/embedded-wallet/src/protocol) and what the secure
// site accepts from the host (emulator/src/secureSite/frame/decodeHostRequest.ts).
import { ParseResult, Schema } from 'effect'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  CHANNEL,
  decodeHostRequest,
} from '../../emulator/src/secureSite/frame/decodeHostRequest.js'
import { EMBEDDED_WALLET_CHANNEL } from '../../plugins/embedded-wallet/src/policies.js'
import {
  decodeFrameMessage,
  decodePayload,
} from '../../plugins/embedded-wallet/src/protocol/decodeFrameMessage.js'
import {
  EmbeddedUser,
  FrameMessage,
  REQUEST_TYPES,
} from '../../plugins/embedded-wallet/src/protocol/frameMessageSchema.js'
import { isFromSecureFrame } from '../../plugins/embedded-wallet/src/protocol/isFromSecureFrame.js'
import { anyInput, anyString } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { check, checkSame } from './support/check.js'
import { expectFast } from './support/expectFast.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settle } from './support/settle.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4200'

/**
 * What a message event can carry: postMessage structured-clones its data, so getters, proxies
 * and functions never arrive (they throw in the sender). Inputs that cannot be cloned are
 * skipped; everything else arrives as its clone, exactly as a listener would see it.
 */
function posted(candidate: unknown): unknown {
  const cloned = settle(() => structuredClone(reveal(candidate)))
  fc.pre(cloned.ok)
  return cloned.ok ? cloned.value : undefined
}
const requestId = fc.string({ minLength: 8, maxLength: 64 })
const channel = fc.oneof(
  { weight: 4, arbitrary: fc.constant(EMBEDDED_WALLET_CHANNEL) },
  { weight: 1, arbitrary: mutatedString(fc.constant(EMBEDDED_WALLET_CHANNEL)) },
)

/** What the secure frame posts, as the protocol documents it (and near misses of it). */
function frameMessage(): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    fc.record({ channel, kind: fc.constant('ready') }),
    fc.record({ channel, kind: fc.constant('success'), id: requestId, payload: anyInput() }),
    fc.record(
      {
        channel,
        kind: fc.constant('error'),
        id: fc.oneof(requestId, anyString()),
        message: fc.oneof(fc.string({ maxLength: 500 }), anyString()),
        code: fc.oneof(fc.integer(), fc.double()),
      },
      { requiredKeys: ['channel', 'kind', 'id', 'message'] },
    ),
  )
}

const chainId = fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.double(), fc.integer())
const text = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), anyString())

/** What the host posts to the secure frame: each request type with its payload (or a near miss). */
function hostRequest(): fc.Arbitrary<Record<string, unknown>> {
  const payload = fc.record(
    {
      email: text(320),
      otp: text(16),
      chainId,
      method: text(100),
      params: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), anyInput()),
    },
    { requiredKeys: [] },
  )
  return fc.record({
    channel: fc.oneof(fc.constant(CHANNEL), mutatedString(fc.constant(CHANNEL))),
    kind: fc.constantFrom('request', 'success'),
    id: fc.oneof(requestId, anyString()),
    type: fc.oneof(fc.constantFrom(...REQUEST_TYPES), anyString()),
    payload: fc.oneof({ weight: 5, arbitrary: payload }, { weight: 1, arbitrary: anyInput() }),
  })
}

describe('secure frame to host (decodeFrameMessage)', () => {
  it("any posted data is a protocol message ('ready', 'success', 'error' on the plugin's channel) or ignored (undefined), never a throw", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput(), frameMessage()), (candidate) => {
        const data = posted(candidate)
        const result = settle(() => decodeFrameMessage(data))
        checkSame(result.ok, true, 'never throws')
        const message = result.ok ? result.value : undefined
        if (message !== undefined) {
          check(Schema.is(FrameMessage)(message), 'fits the schema')
          checkSame(message.channel, EMBEDDED_WALLET_CHANNEL, 'channel')
          if (message.kind !== 'ready') {
            check(message.id.length >= 8 && message.id.length <= 64, 'id length 8 to 64')
          }
          if (message.kind === 'error') check(message.message.length <= 500, 'message length')
        }
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("a reply's payload decodes to an embedded-wallet user or is refused with effect's ParseError, never another throw", () => {
    const user = fc.record({
      email: fc.oneof(fc.emailAddress(), anyString()),
      address: fc.oneof(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), anyString()),
      chainId: fc.oneof(fc.integer(), fc.double()),
    })
    fc.assert(
      fc.property(fc.oneof(user, anyInput()), (candidate) => {
        const payload = posted(candidate)
        const result = settle(() => decodePayload(EmbeddedUser, payload))
        if (result.ok) {
          expectFast(result.value.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
          checkSame(typeof result.value.email, 'string', 'email')
        } else {
          check(
            ParseResult.isParseError(result.error),
            () => `not a ParseError: ${String(result.error)}`,
          )
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('only a message from the secure origin sent by the plugin’s own frame window is trusted (isFromSecureFrame)', () => {
    const frameWindow = { name: 'the frame' }
    const otherWindow = { name: 'another frame' }
    const origin = fc.oneof(
      fc.constant(SECURE_ORIGIN),
      mutatedString(fc.constant(SECURE_ORIGIN)),
      fc.constantFrom('null', '', 'http://127.0.0.1:5173', 'http://localhost:4200'),
      anyString(),
    )
    const source = fc.constantFrom(frameWindow, otherWindow, null, undefined)
    const expected = fc.constantFrom(frameWindow, null, undefined)
    fc.assert(
      fc.property(origin, source, expected, (from, sender, ownFrame) => {
        const trusted = isFromSecureFrame({ origin: from, source: sender }, SECURE_ORIGIN, ownFrame)
        checkSame(
          trusted,
          from === SECURE_ORIGIN && ownFrame === frameWindow && sender === frameWindow,
          `origin ${JSON.stringify(from)}`,
        )
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('host to secure site (decodeHostRequest)', () => {
  it('any posted data is a request of a known type with its payload checked, or ignored (undefined), never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput(), hostRequest()), (candidate) => {
        const input = posted(candidate)
        const result = settle(() => decodeHostRequest(input))
        checkSame(result.ok, true, 'never throws')
        const request = result.ok ? result.value : undefined
        if (request === undefined) return
        const raw = input as Record<string, unknown>
        checkSame(raw.channel, CHANNEL, 'channel')
        checkSame(raw.kind, 'request', 'kind')
        check(request.id.length >= 8 && request.id.length <= 64, 'id length 8 to 64')
        check((REQUEST_TYPES as readonly string[]).includes(request.type), 'a known type')
        const payload = request.payload as Record<string, unknown>
        const nonEmpty = (value: unknown, max: number) =>
          typeof value === 'string' && value.length > 0 && value.length <= max
        if ('email' in payload) check(nonEmpty(payload.email, 320), 'email')
        if ('otp' in payload) check(nonEmpty(payload.otp, 16), 'otp')
        if ('method' in payload) check(nonEmpty(payload.method, 100), 'method')
        if ('params' in payload) check(Array.isArray(payload.params), 'params')
        if ('chainId' in payload) {
          check(
            Number.isSafeInteger(payload.chainId) && (payload.chainId as number) > 0,
            'chain id',
          )
        }
        // Only the documented fields are passed on: nothing else of the raw payload leaks through.
        const allowed = ['email', 'otp', 'method', 'params', 'chainId']
        check(
          Object.keys(payload).every((key) => allowed.includes(key)),
          'only documented fields',
        )
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
