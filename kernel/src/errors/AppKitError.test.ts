import { describe, expect, it } from 'vitest'
import { AppKitError, toAppKitError } from './AppKitError.js'

describe('AppKitError', () => {
  it('defaults its category to INTERNAL_SDK_ERROR', () => {
    expect(new AppKitError('x').category).toBe('INTERNAL_SDK_ERROR')
  })

  it('keeps the short message apart from details and walks to the root cause', () => {
    const root = new Error('socket hang up')
    const error = new AppKitError('Failed to connect', { details: 'relay down', cause: root })
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toBe('Failed to connect\nDetails: relay down')
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof AppKitError)).toBe(error)
  })

  it('wraps foreign errors at the boundary and passes its own through', () => {
    const own = new AppKitError('own', { category: 'API_ERROR' })
    expect(toAppKitError(own)).toBe(own)
    const wrapped = toAppKitError(new TypeError('boom'))
    expect(wrapped).toBeInstanceOf(AppKitError)
    expect(wrapped.shortMessage).toBe('boom')
    expect(wrapped.category).toBe('INTERNAL_SDK_ERROR')
    expect(toAppKitError(42).shortMessage).toBe('Something went wrong')
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: toAppKitError of an unreadable value is a generic 'Something went wrong'", () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    const throwingMessage = Object.defineProperty(new Error(), 'message', {
      get: () => {
        throw new Error('hostile getter')
      },
    })
    for (const hostile of [proxy, throwingMessage]) {
      const error = toAppKitError(hostile, 'PROVIDER_ERROR')
      expect(error).toBeInstanceOf(AppKitError)
      expect(error.shortMessage).toBe('Something went wrong')
      expect(error.category).toBe('PROVIDER_ERROR')
      expect(error.walk()).toBe(error)
    }
  })
})
