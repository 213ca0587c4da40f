import { describe, expect, it } from 'vitest'
import { onRampProvidersFrom } from './onRampProvidersFrom.js'

describe('onRampProvidersFrom', () => {
  it("'On-ramp providers must be an array of strings, else the list is empty'", () => {
    expect(onRampProvidersFrom('meld')).toEqual([])
    expect(onRampProvidersFrom(undefined)).toEqual([])
    expect(onRampProvidersFrom({ 0: 'meld' })).toEqual([])
    expect(onRampProvidersFrom(['meld', 3])).toEqual([])
    expect(onRampProvidersFrom(['meld']).map((provider) => provider.name)).toEqual(['meld'])
  })

  it('drops names the modal does not know', () => {
    expect(onRampProvidersFrom(['unknown', 'meld']).map((provider) => provider.label)).toEqual([
      'Meld',
    ])
  })

  it("shows the 'provider fee range 1-2%'", () => {
    expect(onRampProvidersFrom(['meld'])[0]?.feeRange).toBe('1-2%')
  })

  it("keeps 'Onramp chains eip155 and solana' only", () => {
    expect(onRampProvidersFrom(['meld'], 'eip155')).toHaveLength(1)
    expect(onRampProvidersFrom(['meld'], 'solana')).toHaveLength(1)
    expect(onRampProvidersFrom(['meld'], 'polkadot')).toEqual([])
    expect(onRampProvidersFrom(['meld'], 'bip122')).toEqual([])
  })
})
