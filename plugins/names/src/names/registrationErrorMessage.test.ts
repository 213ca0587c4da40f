import { AppKitError, HttpRequestError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { registrationErrorMessage } from './registrationErrorMessage.js'

const http = (body: unknown) => new HttpRequestError({ status: 409, url: 'http://x', body })

describe("spec §8: 'failure uses the server's first reason description else Error registering name {name}'", () => {
  it("uses the first reason's description", () => {
    const error = http({ reasons: [{ description: 'Name is taken' }, { description: 'second' }] })
    expect(registrationErrorMessage(error, 'alice.appkit.id')).toBe('Name is taken')
  })

  it("uses the contract's { message } when there are no reasons", () => {
    expect(
      registrationErrorMessage(http({ message: 'Name already registered' }), 'a.appkit.id'),
    ).toBe('Name already registered')
  })

  it("falls back to 'Error registering name {name}'", () => {
    expect(registrationErrorMessage(http('oops'), 'alice.appkit.id')).toBe(
      'Error registering name alice.appkit.id',
    )
    expect(registrationErrorMessage(new Error('wallet crashed'), 'alice.appkit.id')).toBe(
      'Error registering name alice.appkit.id',
    )
  })

  it('finds the server answer inside a wrapping error', () => {
    const wrapped = new AppKitError('outer', { cause: http({ message: 'Signature invalid' }) })
    expect(registrationErrorMessage(wrapped, 'a.appkit.id')).toBe('Signature invalid')
  })

  it('keeps the message of a check that failed before any call', () => {
    const error = new AppKitError('Network not found', { category: 'VALIDATION_ERROR' })
    expect(registrationErrorMessage(error, 'a.appkit.id')).toBe('Network not found')
  })
})
