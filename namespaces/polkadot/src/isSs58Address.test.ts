import { describe, expect, it } from 'vitest'
import { isSs58Address } from './isSs58Address.js'

describe('isSs58Address', () => {
  // Alice's sr25519 key in the generic substrate (42) and Polkadot (0) formats.
  const generic = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
  const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

  it('accepts SS58 addresses of any network prefix', () => {
    expect(isSs58Address(generic)).toBe(true)
    expect(isSs58Address(polkadot)).toBe(true)
  })

  it('rejects a bad checksum, other families and junk', () => {
    expect(isSs58Address(`${generic.slice(0, -1)}Z`)).toBe(false)
    expect(isSs58Address('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isSs58Address('cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7')).toBe(false)
    expect(isSs58Address('')).toBe(false)
  })
})
