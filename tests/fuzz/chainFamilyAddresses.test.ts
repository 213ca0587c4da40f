// Bitcoin, SS58 (polkadot) and cosmos addresses (spec §5 'Validation rules'): each check answers
// true or false for any input, never throws, and agrees with an address built from its parts
// (the expected answer is the rule applied to those parts, not the checker's own code).
import { blake2b } from '@noble/hashes/blake2.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  type BitcoinAddressNetwork,
  isBitcoinAddress,
} from '../../namespaces/bip122/src/isBitcoinAddress.js'
import { isCosmosAddress } from '../../namespaces/cosmos/src/isCosmosAddress.js'
import { isSs58Address } from '../../namespaces/polkadot/src/isSs58Address.js'
import { anyInput } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { checkSame } from './support/check.js'
import { settle } from './support/settle.js'

interface Built {
  address: string
  /** What the family's rules say about the parts the address was built from. */
  valid: boolean
}

const bytes = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max })
const base58check = createBase58check(sha256)
const network = fc.constantFrom<BitcoinAddressNetwork>('mainnet', 'testnet')
const HRP = { mainnet: 'bc', testnet: 'tb' } as const
const BASE58_VERSIONS = { mainnet: [0x00, 0x05], testnet: [0x6f, 0xc4] } as const

/** P2PKH/P2SH: valid for the network when its version byte is the network's and the hash 20 bytes. */
function bitcoinBase58(target: BitcoinAddressNetwork): fc.Arbitrary<Built> {
  return fc
    .tuple(fc.constantFrom(0x00, 0x05, 0x6f, 0xc4, 0x30, 0xff), bytes(19, 21))
    .map(([version, hash]) => ({
      address: base58check.encode(Uint8Array.of(version, ...hash)),
      valid: (BASE58_VERSIONS[target] as readonly number[]).includes(version) && hash.length === 20,
    }))
}

/** Segwit (BIP-173/350): v0 with a 20- or 32-byte program (bech32), v1-16 with 2 to 40 (bech32m). */
function bitcoinSegwit(target: BitcoinAddressNetwork): fc.Arbitrary<Built> {
  return fc
    .tuple(
      fc.constantFrom('mainnet', 'testnet') as fc.Arbitrary<BitcoinAddressNetwork>,
      fc.integer({ min: 0, max: 16 }),
      bytes(0, 41),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([of, version, program, rightCoder, upper]) => {
      const coder = (version === 0) === rightCoder ? bech32 : bech32m
      const address = coder.encode(HRP[of], [version, ...coder.toWords(program)], 90)
      const length = program.length
      const fits = version === 0 ? length === 20 || length === 32 : length >= 2 && length <= 40
      return {
        address: upper ? address.toUpperCase() : address,
        valid: of === target && rightCoder && fits,
      }
    })
}

/** SS58: a 1- or 2-byte network prefix, a 32-byte key and 2 bytes of blake2b-512('SS58PRE' ‖ both). */
function ss58(): fc.Arbitrary<Built> {
  return fc
    .tuple(fc.integer({ min: 0, max: 16_383 }), bytes(31, 33), fc.boolean())
    .map(([prefix, key, rightChecksum]) => {
      const prefixBytes =
        prefix < 64
          ? [prefix]
          : [((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6)]
      const body = Uint8Array.of(...prefixBytes, ...key)
      const hash = blake2b(Uint8Array.of(...new TextEncoder().encode('SS58PRE'), ...body), {
        dkLen: 64,
      })
      const checksum = rightChecksum ? [hash[0]!, hash[1]!] : [hash[0]! ^ 0xff, hash[1]!]
      return {
        address: base58.encode(Uint8Array.of(...body, ...checksum)),
        valid: key.length === 32 && rightChecksum,
      }
    })
}

/** Cosmos: bech32 (not bech32m), lower case, a 20- or 32-byte payload, the chain's prefix. */
function cosmos(): fc.Arbitrary<Built & { prefix: string | undefined }> {
  return fc
    .tuple(
      fc.constantFrom('cosmos', 'osmo', 'juno'),
      fc.option(fc.constantFrom('cosmos', 'osmo'), { nil: undefined }),
      bytes(18, 33),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([hrp, prefix, payload, bech32Coder, upper]) => {
      const coder = bech32Coder ? bech32 : bech32m
      const address = coder.encode(hrp, coder.toWords(payload), 90)
      return {
        address: upper ? address.toUpperCase() : address,
        prefix,
        valid:
          bech32Coder &&
          !upper &&
          (prefix === undefined || prefix === hrp) &&
          (payload.length === 20 || payload.length === 32),
      }
    })
}

/** Valid addresses only: fixed lengths and the right coder, lower case (no filtering, no waste). */
const validSegwit = fc
  .tuple(fc.constantFrom(20, 32), bytes(32, 32), fc.integer({ min: 1, max: 16 }))
  .map(([length, program, version]) =>
    length === 20
      ? bech32.encode('bc', [0, ...bech32.toWords(program.subarray(0, 20))])
      : bech32m.encode('bc', [version, ...bech32m.toWords(program)]),
  )
const validBase58 = fc
  .tuple(fc.constantFrom(0x00, 0x05), bytes(20, 20))
  .map(([version, hash]) => base58check.encode(Uint8Array.of(version, ...hash)))
const validCosmos = fc
  .tuple(fc.constantFrom('cosmos', 'osmo'), fc.constantFrom(20, 32), bytes(32, 32))
  .map(([hrp, length, payload]) => bech32.encode(hrp, bech32.toWords(payload.subarray(0, length))))

/** One character of a valid address replaced by another of its alphabet: the checksum catches it. */
function oneCharacterChanged(valid: fc.Arbitrary<string>, alphabet: string): fc.Arbitrary<string> {
  return fc.tuple(valid, fc.nat(), fc.nat()).map(([address, at, pick]) => {
    const index = at % address.length
    const others = alphabet.replace(address[index]!, '')
    return `${address.slice(0, index)}${others[pick % others.length]}${address.slice(index + 1)}`
  })
}

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Any input answers a boolean, never throws (settle also fails a case slower than a second). */
function answersBoolean(check: (input: unknown) => unknown, input: unknown): boolean {
  const result = settle(() => check(input))
  checkSame(result.ok, true, 'never throws')
  const answer = result.ok ? result.value : undefined
  checkSame(typeof answer, 'boolean', 'answers a boolean')
  return answer as boolean
}

describe('Bitcoin address (isBitcoinAddress)', () => {
  const built = (target: BitcoinAddressNetwork) =>
    fc.oneof(bitcoinBase58(target), bitcoinSegwit(target))

  it('any input (hostile values, mutated addresses) answers true or false, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput(),
          mutatedString(built('mainnet').map((b) => b.address)),
          built('mainnet').map((b) => b.address),
        ),
        network,
        (candidate, target) => {
          answersBoolean((input) => isBitcoinAddress(input as string, target), reveal(candidate))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("accepts 'base58check P2PKH/P2SH of the network, bech32 v0 (20/32 bytes), bech32m v1-16 (2-40 bytes)', and nothing else so built", () => {
    fc.assert(
      fc.property(
        network.chain((target) => fc.tuple(fc.constant(target), built(target))),
        ([target, { address, valid }]) => {
          checkSame(
            answersBoolean((input) => isBitcoinAddress(input as string, target), address),
            valid,
            address,
          )
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('refuses a valid address with one character changed (the checksum)', () => {
    const segwit = oneCharacterChanged(validSegwit, BECH32_ALPHABET)
    const legacy = oneCharacterChanged(validBase58, BASE58_ALPHABET)
    fc.assert(
      fc.property(fc.oneof(segwit, legacy), (address) => {
        checkSame(isBitcoinAddress(address), false, address)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('SS58 address (isSs58Address)', () => {
  it('any input answers true or false, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), mutatedString(ss58().map((b) => b.address))),
        (candidate) => {
          answersBoolean((input) => isSs58Address(input as string), reveal(candidate))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("accepts 'a 1- or 2-byte prefix, a 32-byte key and the blake2b checksum', and nothing else so built", () => {
    fc.assert(
      fc.property(ss58(), ({ address, valid }) => {
        checkSame(
          answersBoolean((input) => isSs58Address(input as string), address),
          valid,
          address,
        )
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
  // No one-character-change property: SS58's checksum is 2 bytes, so 1 change in 65,536 passes
  // it by chance; the property above builds addresses with a wrong checksum instead.
})

describe('cosmos address (isCosmosAddress)', () => {
  it('any input, with or without a prefix, answers true or false, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), mutatedString(cosmos().map((b) => b.address))),
        fc.option(fc.string(), { nil: undefined }),
        (candidate, prefix) => {
          answersBoolean((input) => isCosmosAddress(input as string, prefix), reveal(candidate))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("accepts 'bech32, lower case, a 20- or 32-byte payload, the chain's prefix when given', and nothing else so built", () => {
    fc.assert(
      fc.property(cosmos(), ({ address, prefix, valid }) => {
        checkSame(
          answersBoolean((input) => isCosmosAddress(input as string, prefix), address),
          valid,
          address,
        )
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('refuses a valid address with one character changed (the checksum)', () => {
    fc.assert(
      fc.property(oneCharacterChanged(validCosmos, BECH32_ALPHABET), (address) => {
        checkSame(isCosmosAddress(address), false, address)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
