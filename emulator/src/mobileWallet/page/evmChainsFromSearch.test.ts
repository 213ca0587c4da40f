import { describe, expect, it } from 'vitest'
import { evmChainsFromSearch } from './evmChainsFromSearch.js'

describe('evmChainsFromSearch', () => {
  it('narrows the approved local chains with ?chains=, ignoring unknown ones', () => {
    expect(evmChainsFromSearch('?chains=eip155:31337')).toEqual(['eip155:31337'])
    expect(evmChainsFromSearch('?chains=eip155:1337,eip155:1')).toEqual(['eip155:1337'])
    expect(evmChainsFromSearch('?chains=eip155:1')).toEqual(['eip155:31337', 'eip155:1337'])
    expect(evmChainsFromSearch('')).toEqual(['eip155:31337', 'eip155:1337'])
  })
})
