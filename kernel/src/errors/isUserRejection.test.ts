import { describe, expect, it } from 'vitest'
import { AppKitError } from './AppKitError.js'
import { isUserRejection } from './isUserRejection.js'

describe('isUserRejection', () => {
  it('finds code 4001 anywhere in the cause chain, from any wallet library', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected' })).toBe(true)
    expect(isUserRejection(new AppKitError('Failed', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new AppKitError('Failed', { code: 4100 }))).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
  })

  it('a cyclic or hostile chain answers false, never throws', () => {
    const cyclic: { cause?: unknown } = {}
    cyclic.cause = cyclic
    expect(isUserRejection(cyclic)).toBe(false)
    const hostile = Object.defineProperty({}, 'code', {
      get() {
        throw new Error('trap')
      },
    })
    expect(isUserRejection(hostile)).toBe(false)
  })
})
