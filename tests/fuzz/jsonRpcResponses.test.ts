// JSON-RPC responses of chain nodes (kernel/src/pipelines): decoding, error mapping, the client.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { HttpRequestError } from '../../kernel/src/errors/HttpRequestError.js'
import { RpcError } from '../../kernel/src/errors/RpcError.js'
import { RPC_ERROR_CLASSES, toRpcError } from '../../kernel/src/errors/toRpcError.js'
import { createJsonRpcClient } from '../../kernel/src/pipelines/createJsonRpcClient.js'
import { decodeJsonText } from '../../kernel/src/pipelines/decodeJsonText.js'
import { JsonRpcResponseBody } from '../../kernel/src/pipelines/JsonRpcResponse.js'
import { parseRetryAfter } from '../../kernel/src/pipelines/parseRetryAfter.js'
import { anyData, anyString } from './arbitraries/anyInput.js'
import { deeplyNestedJson } from './arbitraries/deeplyNested.js'
import { jsonText } from './arbitraries/jsonText.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { decodeOutcome } from './support/decodeOutcome.js'
import { expectAppKitError, expectValidationError } from './support/expectAppKitError.js'
import { expectFast } from './support/expectFast.js'
import { fakeFetch } from './support/fakeFetch.js'
import { settle, settleAsync } from './support/settle.js'

const URL = 'http://127.0.0.1:8545/'
const CATALOGUE_CODES = [...RPC_ERROR_CLASSES.keys()]

const code = fc.oneof(
  fc.constantFrom(...CATALOGUE_CODES, 3),
  fc.integer(),
  fc.double({ noNaN: true }),
)
const errorObject = fc.record(
  {
    code: fc.oneof(fc.constantFrom(...CATALOGUE_CODES, 3), fc.integer()),
    message: fc.string(),
    data: fc.jsonValue(),
  },
  { requiredKeys: ['code', 'message'] },
)
const id = fc.oneof(fc.integer(), fc.string(), fc.constant(null))
const response = fc.oneof(
  fc.record({ jsonrpc: fc.constant('2.0'), id, result: fc.jsonValue() }),
  fc.record({ jsonrpc: fc.constant('2.0'), id, error: errorObject }),
)

describe('JSON-RPC response body', () => {
  it('any body text decodes, or fails closed with a VALIDATION_ERROR naming the URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          jsonText(),
          response.map((value) => JSON.stringify(value)),
        ),
        (body) => {
          const outcome = decodeOutcome(decodeJsonText(JsonRpcResponseBody, body, URL))
          expectFast(outcome.kind).not.toBe('defect')
          if (outcome.kind === 'failure') {
            expectValidationError(outcome.error, [
              `Invalid JSON received from ${URL}.`,
              `Invalid data received from ${URL}.`,
            ])
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every JSON-RPC 2.0 response, one or a batch, decodes to itself', () => {
    fc.assert(
      fc.property(fc.oneof(response, fc.array(response, { maxLength: 5 })), (body) => {
        const outcome = decodeOutcome(
          decodeJsonText(JsonRpcResponseBody, JSON.stringify(body), URL),
        )
        expectFast(outcome).toEqual({ kind: 'success', value: JSON.parse(JSON.stringify(body)) })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('toRpcError', () => {
  it('maps any error object to an RpcError keeping its code; catalogue codes (spec §8) get their class', () => {
    fc.assert(
      fc.property(code, anyString(), anyData(), (errorCode, message, data) => {
        const result = settle(() => toRpcError({ code: errorCode, message, data }))
        expectFast(result.ok).toBe(true)
        if (!result.ok) return
        expectFast(result.value).toBeInstanceOf(RpcError)
        expectFast(result.value.code).toBe(errorCode)
        expectFast(['RPC_ERROR', 'PROVIDER_ERROR']).toContain(result.value.category)
        expectFast(result.value.shortMessage).not.toBe('')
        const ErrorClass = RPC_ERROR_CLASSES.get(errorCode)
        if (ErrorClass && errorCode >= 0 && errorCode !== 3)
          expectFast(result.value).toBeInstanceOf(ErrorClass)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('Retry-After', () => {
  it('any header reads as a wait of 0 ms or more, or as unreadable (undefined)', () => {
    const header = fc.oneof(
      anyString(),
      fc.double({ min: 0, max: 1e6, noNaN: true }).map(String),
      fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
    )
    fc.assert(
      fc.property(header, fc.integer({ min: 0, max: 4e12 }), (text, now) => {
        const result = settle(() => parseRetryAfter(text, now))
        expectFast(result.ok).toBe(true)
        if (!result.ok || result.value === undefined) return
        expectFast(result.value).toBeGreaterThanOrEqual(0)
        expectFast(Number.isNaN(result.value)).toBe(false)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('reads delay-seconds and HTTP dates exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }),
        fc.integer({ min: 0, max: 4e12 }),
        (seconds, date, now) => {
          expectFast(parseRetryAfter(` ${seconds} `, now)).toBe(seconds * 1000)
          const at = Math.floor(date.getTime() / 1000) * 1000
          expectFast(parseRetryAfter(date.toUTCString(), now)).toBe(Math.max(0, at - now))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('JSON-RPC client', () => {
  const request = (status: number, body: string) =>
    createJsonRpcClient({
      url: URL,
      fetch: fakeFetch(status, body),
      batch: false,
      retry: { retries: 0 },
    }).request({ method: 'eth_chainId' })

  it('any 200 answer resolves with the result or rejects with a documented AppKitError', async () => {
    // The client numbers its first call 1: half the responses answer it.
    const answer = fc.oneof(
      response.map((value) => JSON.stringify({ ...value, id: 1 })),
      response.map((value) => JSON.stringify(value)),
      jsonText(),
    )
    await fc.assert(
      fc.asyncProperty(answer, async (body) => {
        const result = await settleAsync(() => request(200, body))
        if (result.ok) return
        if (result.error instanceof RpcError) return
        expectValidationError(result.error, [
          `Invalid JSON received from ${URL}.`,
          `Invalid data received from ${URL}.`,
        ])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("'HTTP failures report status, url and body' for any error body", async () => {
    const status = fc.integer({ min: 300, max: 599 })
    await fc.assert(
      fc.asyncProperty(status, fc.oneof(fc.json(), anyString()), async (code, body) => {
        const result = await settleAsync(() => request(code, body))
        expectFast(result.ok).toBe(false)
        if (result.ok) return
        expectAppKitError(result.error, 'API_ERROR', ['HTTP request failed.'])
        expectFast(result.error).toBeInstanceOf(HttpRequestError)
        expectFast((result.error as HttpRequestError).status).toBe(code)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  // HttpRequestError previews the body with JSON.stringify, which overflows the stack on a
  // deeply nested body: the preview then describes the body instead (it was a stack overflow).
  it("'HTTP failures report status, url and body' for a deeply nested error body", async () => {
    await fc.assert(
      fc.asyncProperty(deeplyNestedJson(), async (body) => {
        const result = await settleAsync(() => request(500, body))
        expectFast(result.ok).toBe(false)
        if (!result.ok) {
          expectAppKitError(result.error, 'API_ERROR', ['HTTP request failed.'])
          expectFast(result.error).toBeInstanceOf(HttpRequestError)
          expectFast((result.error as HttpRequestError).status).toBe(500)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
