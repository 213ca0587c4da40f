import { AppKitError, UserRejectedRequestError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { loadProviderError } from './loadProviderError.js'

describe('loadProviderError', () => {
  it('maps a coded wallet failure to its typed class once the mapping has loaded', async () => {
    const error = await loadProviderError({ code: 4001, message: 'User denied' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toMatchObject({ code: 4001 })
  })

  it('wraps an uncoded failure in the category it is given', async () => {
    const error = await loadProviderError(new Error('node down'), 'RPC_ERROR')
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.category).toBe('RPC_ERROR')
  })
})
