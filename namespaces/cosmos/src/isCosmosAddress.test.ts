import { describe, expect, it } from 'vitest'
import { isCosmosAddress } from './isCosmosAddress.js'

describe('isCosmosAddress', () => {
  const hub = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'

  it('accepts a bech32 account address, with its prefix when asked', () => {
    expect(isCosmosAddress(hub)).toBe(true)
    expect(isCosmosAddress(hub, 'cosmos')).toBe(true)
    expect(isCosmosAddress(hub, 'osmo')).toBe(false)
  })

  it('rejects a broken checksum, mixed case and other families', () => {
    expect(isCosmosAddress(`${hub.slice(0, -1)}q`)).toBe(false)
    expect(isCosmosAddress(hub.toUpperCase())).toBe(false)
    expect(isCosmosAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isCosmosAddress('')).toBe(false)
  })
})
