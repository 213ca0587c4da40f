import { AppKitError, UserRejectedRequestError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { errorMessage } from './errorMessage.js'

describe('errorMessage', () => {
  it("shows the shortMessage: 'User rejected the request.' for 4001", () => {
    const rejected = new UserRejectedRequestError({ cause: new Error('denied') })
    expect(rejected.code).toBe(4001)
    expect(errorMessage(rejected)).toBe('User rejected the request.')
    expect(errorMessage(new AppKitError('Failed to connect', { details: 'x' }))).toBe(
      'Failed to connect',
    )
  })

  it("falls back to a message's first line, then 'Something went wrong'", () => {
    expect(errorMessage(new Error('Boom\nstack'))).toBe('Boom')
    expect(errorMessage(undefined)).toBe('Something went wrong')
    expect(errorMessage({})).toBe('Something went wrong')
  })
})
