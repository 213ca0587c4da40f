import { describe, expect, it } from 'vitest'
import { AppKitError } from './AppKitError.js'
import { HttpRequestError } from './HttpRequestError.js'
import { RequestAbortedError } from './RequestAbortedError.js'
import { TimeoutError } from './TimeoutError.js'

describe('HTTP errors', () => {
  it("HttpRequestError 'report status, url and body' with category API_ERROR", () => {
    const error = new HttpRequestError({ status: 500, url: 'http://h/x', body: { a: 1 } })
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toMatchObject({ status: 500, url: 'http://h/x', body: { a: 1 }, code: 500 })
    expect(error.category).toBe('API_ERROR')
    expect(error.message).toBe(
      'HTTP request failed.\nStatus: 500\nURL: http://h/x\nResponse body: {"a":1}',
    )
  })

  it('cuts a long body in the message but keeps it whole in the field', () => {
    const body = 'x'.repeat(2000)
    const error = new HttpRequestError({ status: 502, url: 'http://h', body })
    expect(error.body).toBe(body)
    expect(error.message.length).toBeLessThan(700)
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: a body too deeply nested for JSON.stringify still gives 'HTTP request failed.'", () => {
    let body: unknown = 0
    for (let depth = 0; depth < 200_000; depth++) body = [body]
    const error = new HttpRequestError({ status: 500, url: 'http://h', body })
    expect(error.shortMessage).toBe('HTTP request failed.')
    expect(error.status).toBe(500)
    expect(error.body).toBe(body)
    expect(error.message).toContain('Response body: [object]')
  })

  it("TimeoutError's message is exactly 'The request took too long to respond.'", () => {
    const error = new TimeoutError({ url: 'http://h', timeoutMs: 10 })
    expect(error.message).toBe('The request took too long to respond.')
    expect(error.category).toBe('API_ERROR')
  })

  it("RequestAbortedError says 'Request was aborted'", () => {
    expect(new RequestAbortedError().message).toBe('Request was aborted')
  })
})
