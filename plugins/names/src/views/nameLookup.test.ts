import { AppKitError } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { initialLookup, lookUpName } from './nameLookup.js'

const suggestions = [
  { name: 'alice.appkit.id', registered: false },
  { name: 'alice-1.appkit.id', registered: false },
]

describe('looking up the typed name', () => {
  it("spec §5 'letters, digits and hyphens only, at least 4 characters': nothing is asked otherwise", async () => {
    const client = { resolveName: vi.fn(), getSuggestions: vi.fn() }
    expect(initialLookup('')).toEqual({ status: 'empty' })
    expect(await lookUpName(client, 'abc')).toEqual({ status: 'invalid' })
    expect(await lookUpName(client, 'al_ice')).toEqual({ status: 'invalid' })
    expect(client.resolveName).not.toHaveBeenCalled()
  })

  it('a free name is available, with the other suggestions', async () => {
    const client = {
      resolveName: vi.fn(async () => undefined),
      getSuggestions: vi.fn(async () => suggestions),
    }
    expect(await lookUpName(client, 'Alice')).toEqual({
      status: 'available',
      name: 'alice.appkit.id',
      suggestions: [{ name: 'alice-1.appkit.id', registered: false }],
    })
    expect(client.resolveName).toHaveBeenCalledWith('alice.appkit.id', undefined)
    expect(client.getSuggestions).toHaveBeenCalledWith('alice', undefined)
  })

  it('a taken name is registered', async () => {
    const record = { name: 'alice.appkit.id', addresses: {}, attributes: {}, registeredAt: '' }
    const client = { resolveName: vi.fn(async () => record), getSuggestions: vi.fn(async () => []) }
    expect((await lookUpName(client, 'alice')).status).toBe('registered')
  })

  it('a failure carries the spec §8 message', async () => {
    const client = {
      resolveName: vi.fn(async () => undefined),
      getSuggestions: vi.fn(async () => {
        throw new AppKitError('Error fetching name suggestions')
      }),
    }
    expect(await lookUpName(client, 'alice')).toEqual({
      status: 'failed',
      name: 'alice.appkit.id',
      error: 'Error fetching name suggestions',
    })
  })
})
