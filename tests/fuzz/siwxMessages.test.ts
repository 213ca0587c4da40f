// Sign-in messages (plugins/siwx/src/message, spec §3 'Sign-in message'): any message data is
// formatted or refused with 'Invalid sign-in message'; what is formatted on eip155 reads back
// field for field through viem's EIP-4361 parser; stored or served sessions are shape-checked
// and their claims checked without throwing.
import fc from 'fast-check'
import { getAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, it } from 'vitest'
import { findMessageDataProblem } from '../../plugins/siwx/src/message/findMessageDataProblem.js'
import { formatSiwxMessage } from '../../plugins/siwx/src/message/formatSiwxMessage.js'
import { isSiwxSession } from '../../plugins/siwx/src/message/isSiwxSession.js'
import type { SiwxMessageData } from '../../plugins/siwx/src/message/SiwxMessageData.js'
import { checkSessionClaims } from '../../plugins/siwx/src/verify/checkSessionClaims.js'
import { SIWX_REFUSAL_REASONS } from '../../plugins/siwx/src/verify/siwxRefusal.js'
import { anyInput, anyString } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { check, checkSame } from './support/check.js'
import { expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const INVALID = 'Invalid sign-in message'
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split('')
/** RFC 3986 unreserved characters, the safe part of a host name or a path. */
const UNRESERVED = 'abcdefghijklmnopqrstuvwxyz0123456789-._~'.split('')

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString())
const host = fc
  .array(fc.string({ unit: fc.constantFrom(...UNRESERVED), minLength: 1, maxLength: 10 }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((labels) => labels.join('.'))
  .filter((name) => /^[a-z0-9]/.test(name))
const domain = fc.oneof(
  fc.constantFrom('example.com', '127.0.0.1:5173', 'localhost:3000'),
  fc
    .tuple(host, fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
    .map(([name, port]) => (port === undefined ? name : `${name}:${port}`)),
)
const path = fc.string({
  unit: fc.constantFrom(...UNRESERVED, '/', '?', '#', '=', '&', '%'),
  maxLength: 16,
})
const uri = fc.oneof(
  fc.constantFrom('https://example.com/login', 'http://127.0.0.1:5173', 'ipfs://bafy/'),
  fc
    .tuple(fc.constantFrom('https', 'http', 'ipfs', 'did:web'), host, path)
    .map(([scheme, name, rest]) => `${scheme}://${name}/${rest}`),
)
/** EIP-55 addresses, checksummed once: keccak per case would dominate the run time. */
const CHECKSUMMED = Array.from({ length: 64 }, (_, index) =>
  getAddress(
    `0x${(BigInt(index + 1) * 0x9e3779b97f4a7c15_3c6ef372n).toString(16).padStart(40, '0').slice(-40)}`,
  ),
)
/** One printable ASCII line (what EIP-4361's statement allows): letters, digits, punctuation. */
const statement = fc
  .string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) })
  .filter((text) => text !== '')
const nonce = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 8, maxLength: 24 })

/** Message data that follows every rule, on eip155 (EIP-4361) or another family (CAIP-122). */
function validData(evmOnly = false): fc.Arbitrary<SiwxMessageData> {
  return fc
    .record(
      {
        evm: evmOnly ? fc.constant(true) : fc.boolean(),
        address: fc.constantFrom(...CHECKSUMMED),
        reference: fc.integer({ min: 1, max: 2 ** 40 }),
        domain,
        uri,
        nonce,
        issuedAt: isoDate,
        expirationTime: isoDate,
        notBefore: isoDate,
        statement,
        requestId: statement,
        resources: fc.array(uri, { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['evm', 'address', 'reference', 'domain', 'uri', 'nonce', 'issuedAt'] },
    )
    .map(({ evm, address, reference, ...rest }) => ({
      ...rest,
      accountAddress: evm ? address : 'GkAuNWCRtAMjbNj8DbNHbMSZbJRdhFx2mxWBRhhjJbP1',
      chainId: (evm
        ? `eip155:${reference}`
        : 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') as SiwxMessageData['chainId'],
      version: '1',
    }))
}

/**
 * The domains viem's parser reads: DNS names and a port. RFC 3986 (and so this plugin) also
 * allows '_', '~', sub-delims, userinfo and IPv6 literals, which viem's regex leaves out.
 */
const VIEM_READS_DOMAIN = /^[a-zA-Z0-9+\-.]+(:[0-9]{1,5})?$/

/** What a signer must never be shown: controls (but the line breaks), line and bidi controls. */
function hasHiddenCharacter(message: string): boolean {
  return [...message].some((char) => {
    const code = char.charCodeAt(0)
    if (code === 0x0a) return false
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || HIDDEN_FORMAT.includes(code)
  })
}
const HIDDEN_FORMAT = [
  0x2028, 0x2029, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068,
  0x2069,
]

const FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'statement',
  'requestId',
] as const

/** Valid data with one to three fields replaced by any text (or a near miss of their value). */
function hostileData(evmOnly = false): fc.Arbitrary<SiwxMessageData> {
  const replacement = fc.oneof(anyString(), mutatedString(fc.constantFrom('example.com', '1')))
  return fc
    .tuple(
      validData(evmOnly),
      fc.array(fc.tuple(fc.constantFrom(...FIELDS), replacement), { minLength: 1, maxLength: 3 }),
      fc.option(fc.array(anyString(), { maxLength: 2 }), { nil: undefined }),
    )
    .map(([data, replacements, resources]) => {
      const copy: Record<string, unknown> = { ...data }
      for (const [field, text] of replacements) copy[field] = text
      if (resources !== undefined) copy.resources = resources
      return copy as unknown as SiwxMessageData
    })
}

/** formatSiwxMessage's answer: the text, or a refusal that must be the documented one. */
function format(data: SiwxMessageData): string | undefined {
  const result = settle(() => formatSiwxMessage(data))
  if (result.ok) return result.value
  expectValidationError(result.error, [INVALID])
  return undefined
}

/** What viem's EIP-4361 parser must read back from a message of `data`. */
function expectedSiweFields(data: SiwxMessageData) {
  return {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    chainId: Number(data.chainId.split(':')[1]),
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt).getTime(),
    expirationTime: data.expirationTime && new Date(data.expirationTime).getTime(),
    notBefore: data.notBefore && new Date(data.notBefore).getTime(),
    requestId: data.requestId || undefined,
    resources: data.resources?.length ? data.resources : undefined,
    statement: data.statement,
  }
}

function parsedSiweFields(message: string) {
  const parsed = parseSiweMessage(message)
  return {
    domain: parsed.domain,
    address: parsed.address,
    uri: parsed.uri,
    version: parsed.version,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt?.getTime(),
    expirationTime: parsed.expirationTime?.getTime(),
    notBefore: parsed.notBefore?.getTime(),
    requestId: parsed.requestId,
    resources: parsed.resources,
    statement: parsed.statement,
  }
}

describe('sign-in message (formatSiwxMessage)', () => {
  it(`any message data is formatted or refused with '${INVALID}' (VALIDATION_ERROR), never another throw`, () => {
    fc.assert(
      fc.property(fc.oneof(validData(), hostileData()), (data) => {
        const message = format(data)
        checkSame(
          message !== undefined,
          findMessageDataProblem(data) === undefined,
          'refused iff a problem is found',
        )
        if (message === undefined) return
        // What is signed names the domain and the account on its first two lines, and no field
        // smuggles in a line of its own: one line per field, as the ABNF lays them out.
        check(
          !hasHiddenCharacter(message),
          () => `control or bidi character in ${JSON.stringify(message)}`,
        )
        const lines = message.split('\n')
        checkSame(
          lines[0],
          `${data.domain} wants you to sign in with your ${data.chainId.startsWith('eip155:') ? 'Ethereum' : 'Solana'} account:`,
          'header',
        )
        checkSame(lines[1], data.accountAddress, 'address line')
        const optional = ['expirationTime', 'notBefore', 'requestId'] as const
        const expectedLines =
          4 +
          (data.statement === undefined ? 0 : 1) +
          5 +
          optional.filter((field) => data[field] !== undefined).length +
          (data.resources?.length ? 1 + data.resources.length : 0)
        checkSame(lines.length, expectedLines, 'line count')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("an eip155 message reads back field for field through viem's EIP-4361 parser (round trip)", () => {
    fc.assert(
      fc.property(
        fc
          .oneof(validData(true), hostileData(true))
          .filter((data) => VIEM_READS_DOMAIN.test(String(data.domain))),
        (data) => {
          const message = format(data)
          if (message === undefined) return
          expectFast(parsedSiweFields(message)).toEqual(expectedSiweFields(data))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every message data that follows the rules is formatted (none refused by mistake)', () => {
    fc.assert(
      fc.property(validData(), (data) => {
        check(format(data) !== undefined, () => `refused: ${findMessageDataProblem(data)}`)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('sign-in session (isSiwxSession, checkSessionClaims): stored in the browser or served', () => {
  const session = fc
    .tuple(validData(), fc.oneof(validData(), hostileData()), fc.boolean(), anyString())
    .map(([data, other, exact, signature]) => {
      const message = settle(() => formatSiwxMessage(exact ? data : other))
      return { data, message: message.ok ? message.value : String(other.domain), signature }
    })

  it('any value is a session or not (a boolean), never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput(), session), (candidate) => {
        const result = settle(() => isSiwxSession(reveal(candidate)))
        expectFast(result).toEqual({ ok: true, value: result.ok && result.value })
        checkSame(typeof (result.ok && result.value), 'boolean', 'a boolean')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("any session of the right shape is accepted or refused with a documented reason ('malformed', 'domain', 'expired', 'not-yet-valid'), never a throw", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          session,
          hostileData().map((data) => ({ data, message: '', signature: '' })),
        ),
        domain,
        isoDate,
        (candidate, site, now) => {
          const result = settle(() =>
            checkSessionClaims(candidate, { domain: site, now: Date.parse(now) }),
          )
          checkSame(result.ok, true, 'never throws')
          if (!result.ok || result.value === undefined) {
            if (result.ok) {
              checkSame(candidate.data.domain, site, 'accepted only for its domain')
              checkSame(formatSiwxMessage(candidate.data), candidate.message, 'exact text')
            }
            return
          }
          expectValidationError(result.value, [/./])
          check(
            (SIWX_REFUSAL_REASONS as readonly unknown[]).includes(result.value.code),
            () => `undocumented reason: ${String(result.value?.code)}`,
          )
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
