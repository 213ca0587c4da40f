// The emulator's parsers of what a page or a test sends: the test wallet's request params
// (emulator/src/testWallet) and the local API's bodies and queries (emulator/src/api).
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, it } from 'vitest'
import { validateAnalyticsEvents } from '../../emulator/src/api/analytics/validateAnalyticsEvents.js'
import { parseFault } from '../../emulator/src/api/faults.js'
import { parseWalletListQuery } from '../../emulator/src/api/parseWalletListQuery.js'
import { BlockchainApiError } from '../../emulator/src/blockchainApi/BlockchainApiError.js'
import { parseBalanceOwner } from '../../emulator/src/blockchainApi/parseBalanceOwner.js'
import { decodeBase58, encodeBase58 } from '../../emulator/src/solana/base58.js'
import { decodePersonalMessage } from '../../emulator/src/testWallet/decodePersonalMessage.js'
import { describeRequest } from '../../emulator/src/testWallet/describeRequest.js'
import { parseAddChainParams } from '../../emulator/src/testWallet/methods/parseAddChainParams.js'
import { parseHexChainId } from '../../emulator/src/testWallet/methods/parseHexChainId.js'
import { parseTransactionRequest } from '../../emulator/src/testWallet/methods/parseTransactionRequest.js'
import { ProviderRpcError } from '../../emulator/src/testWallet/ProviderRpcError.js'
import { utf8ToHex } from '../../namespaces/eip155/src/actions/signMessage.js'
import { anyData, anyString } from './arbitraries/anyInput.js'
import { evmAddress } from './arbitraries/evmAddress.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const hexQuantity = fc.bigInt({ min: 0n, max: 2n ** 64n }).map((value) => `0x${value.toString(16)}`)
const hexData = fc
  .uint8Array({ maxLength: 40 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const chainIdHex = fc
  .integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
  .map((id) => `0x${id.toString(16)}`)

/** Test-wallet refusals are EIP-1193 errors: -32602 'Invalid params: …'. */
function expectInvalidParams(error: unknown): void {
  expectFast(error).toBeInstanceOf(ProviderRpcError)
  expectFast((error as ProviderRpcError).code).toBe(-32602)
  expectFast((error as ProviderRpcError).message).toMatch(/^Invalid params: /)
}

/** What a page sends: anything, sparse arrays ([, 'x']) too. */
const sent = () => anyData()

/** Replaces one key of `record` with anything. */
const withField = <T extends object>(record: fc.Arbitrary<T>, keys: readonly string[]) =>
  fc
    .tuple(record, fc.constantFrom(...keys), sent())
    .map(([value, key, replacement]) => ({ ...value, [key]: replacement }))

describe('test wallet: wallet_addEthereumChain params', () => {
  const chain = fc.record({
    chainId: chainIdHex,
    chainName: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
    rpcUrls: fc.array(fc.webUrl({ validSchemes: ['http', 'https'] }), {
      minLength: 1,
      maxLength: 2,
    }),
    nativeCurrency: fc.record({
      name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
      symbol: fc.string({ minLength: 1, maxLength: 6 }),
      decimals: fc.integer({ min: 0, max: 36 }),
    }),
  })
  const keys = [
    'chainId',
    'chainName',
    'rpcUrls',
    'nativeCurrency',
    'blockExplorerUrls',
    'iconUrls',
  ]

  it('any params are a chain, or a -32602 invalid params error naming the field', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          sent(),
          chain.map((value) => [value]),
          withField(chain, keys).map((value) => [value]),
        ),
        (params) => {
          const result = settle(() => parseAddChainParams(params))
          if (!result.ok) return expectInvalidParams(result.error)
          expectFast(Number.isSafeInteger(result.value.chainId)).toBe(true)
          expectFast(result.value.rpcUrl).toMatch(/^https?:/)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every EIP-3085 chain is accepted, its chain id read back', () => {
    fc.assert(
      fc.property(chain, (value) => {
        expectFast(parseAddChainParams([value]).chainId).toBe(Number.parseInt(value.chainId, 16))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  // A hole in rpcUrls ([, 'http://…']) passes `every` (which skips holes), and `find` then read
  // it: a TypeError "Cannot read properties of undefined (reading 'startsWith')".
  it('rpcUrls with a hole is a -32602 error', () => {
    fc.assert(
      fc.property(chain, (value) => {
        const rpcUrls: string[] = new Array(1) // one hole first
        rpcUrls.push(...value.rpcUrls)
        const result = settle(() => parseAddChainParams([{ ...value, rpcUrls }]))
        expectFast(result.ok).toBe(false)
        if (!result.ok) expectInvalidParams(result.error)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('any chain id is a safe positive integer, or a -32602 error', () => {
    fc.assert(
      fc.property(fc.oneof(sent(), chainIdHex), (value) => {
        const result = settle(() => parseHexChainId(value))
        if (!result.ok) return expectInvalidParams(result.error)
        expectFast(Number.isSafeInteger(result.value) && result.value > 0).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('test wallet: eth_sendTransaction params', () => {
  const transaction = fc.record(
    {
      from: evmAddress(),
      to: evmAddress(),
      value: hexQuantity,
      data: hexData,
      gas: hexQuantity,
      nonce: hexQuantity,
    },
    { requiredKeys: ['from'] },
  )
  const keys = [
    'to',
    'value',
    'data',
    'input',
    'gas',
    'nonce',
    'gasPrice',
    'maxFeePerGas',
    'chainId',
  ]

  it('any params are a transaction, or a -32602 invalid params error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          sent(),
          transaction.map((value) => [value]),
          withField(transaction, keys).map((value) => [value]),
        ),
        (params) => {
          const result = settle(() => parseTransactionRequest(params))
          if (!result.ok) expectInvalidParams(result.error)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every well-formed transaction is accepted with its quantities read', () => {
    fc.assert(
      fc.property(transaction, (value) => {
        const parsed = parseTransactionRequest([value])
        if (value.value !== undefined) expectFast(parsed.value).toBe(BigInt(value.value))
        if (value.gas !== undefined) expectFast(parsed.gas).toBe(BigInt(value.gas))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('test wallet: prompt text', () => {
  it('personal_sign text: any message shows as itself, or hex as the UTF-8 it encodes', () => {
    fc.assert(
      fc.property(fc.oneof(anyString(), hexData), (message) => {
        const result = settle(() => decodePersonalMessage(message))
        expectFast(result.ok).toBe(true)
        expectFast(typeof (result.ok && result.value)).toBe('string')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('personal_sign text round-trips printable text encoded as the dapp sends it', () => {
    const printable = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((text) => !/[\p{Cc}]/u.test(text.replace(/[\t\n\r]/g, '')))
    fc.assert(
      fc.property(printable, (text) => {
        expectFast(decodePersonalMessage(utf8ToHex(text))).toBe(text)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('any request gets a one-line summary; never throws', () => {
    const method = fc.oneof(
      fc.constantFrom(
        'eth_requestAccounts',
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_addEthereumChain',
      ),
      fc.string(),
    )
    fc.assert(
      fc.property(method, sent(), fc.integer({ min: 0, max: 36 }), (name, params, decimals) => {
        const result = settle(() =>
          describeRequest({ method: name, params, nativeCurrency: { symbol: 'ETH', decimals } }),
        )
        expectFast(result.ok).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('local API', () => {
  it('POST /emulator/faults: any body is a fault or one of its documented messages', () => {
    const FAULT_MESSAGES = [
      'Expected a JSON object',
      "'path' must be a string starting with '/'",
      "'method' must be a string",
      "'status' must be an integer from 100 to 599",
      "'delayMs' must be a number of milliseconds, 0 or more",
      "'service' must be one of api, secureSite",
      "'rpcMethod' must be a JSON-RPC method name",
      "'drop' must be true or false",
      "Give 'status' or 'drop', not both",
      "Give 'status', 'delayMs', 'drop' or a mix",
      "'times' must be a positive integer",
      "'headers' must be an object of strings",
    ]
    const fault = fc.record(
      {
        service: fc.constantFrom('api', 'secureSite'),
        path: fc.string().map((path) => `/${path}`),
        rpcMethod: fc.constantFrom('eth_call', 'eth_getTransactionReceipt'),
        status: fc.integer({ min: 100, max: 599 }),
        delayMs: fc.nat(),
        drop: fc.boolean(),
        times: fc.integer({ min: 1 }),
      },
      { requiredKeys: ['path'] },
    )
    fc.assert(
      fc.property(
        fc.oneof(
          sent(),
          fault,
          withField(fault, [
            'service',
            'path',
            'method',
            'rpcMethod',
            'status',
            'delayMs',
            'drop',
            'times',
            'headers',
          ]),
        ),
        (body) => {
          const result = settle(() => parseFault(body))
          expectFast(result.ok).toBe(true)
          if (result.ok && !result.value.ok)
            expectFast(FAULT_MESSAGES).toContain(result.value.message)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("POST /e: any body is a list of events or names the first bad field ('{field}' must be ...)", () => {
    const event = fc.record({
      eventId: fc.uuid(),
      url: fc.webUrl(),
      domain: fc.domain(),
      timestamp: fc.nat(),
      props: fc.record({
        type: fc.constant('track'),
        event: fc.constantFrom('MODAL_OPEN', 'CONNECT_SUCCESS'),
      }),
    })
    fc.assert(
      fc.property(
        fc.oneof(
          sent(),
          event,
          fc.array(event, { maxLength: 3 }),
          withField(event, ['eventId', 'timestamp', 'props']),
        ),
        (body) => {
          const result = settle(() => validateAnalyticsEvents(body))
          expectFast(result.ok).toBe(true)
          if (result.ok && !result.value.ok) {
            expectFast(result.value.message).toMatch(
              /^(?:'.+' must be .+|An array of events must hold 1 to 100 events)$/s,
            )
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('GET /getWallets: any query is read, or refused with "Invalid query parameter \'{name}\': expected a positive integer"', () => {
    fc.assert(
      fc.property(fc.oneof(anyString(), fc.webQueryParameters()), (query) => {
        const result = settle(() => parseWalletListQuery(new URLSearchParams(query)))
        expectFast(result.ok).toBe(true)
        if (!result.ok) return
        if (result.value.ok) {
          expectFast(result.value.query.page).toBeGreaterThanOrEqual(1)
          expectFast(result.value.query.entries).toBeGreaterThanOrEqual(1)
          expectFast(result.value.query.entries).toBeLessThanOrEqual(100)
        } else {
          expectFast(result.value.message).toBe(
            `Invalid query parameter '${result.value.parameter}': expected a positive integer`,
          )
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('blockchain API: the balance route owner (EVM or Solana address)', () => {
  const solanaAddress = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => encodeBase58(bytes))
  const base58ish = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{30,46}$/)

  it('any address is an EVM address (checksummed), a base58 32-byte Solana key, or a 400', () => {
    fc.assert(
      fc.property(
        fc.oneof(sent(), anyString(), evmAddress(), solanaAddress, base58ish),
        (value) => {
          const result = settle(() => parseBalanceOwner(value))
          if (!result.ok) {
            expectFast(result.error).toBeInstanceOf(BlockchainApiError)
            expectFast((result.error as BlockchainApiError).status).toBe(400)
            expectFast((result.error as BlockchainApiError).message).toMatch(/^Invalid address: /)
            return
          }
          const owner = result.value
          if (owner.namespace === 'eip155') {
            expectFast(owner.address).toBe(getAddress(String(value)))
          } else {
            expectFast(owner.address).toBe(value)
            expectFast(decodeBase58(owner.address).length).toBe(32)
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
