import { describe, expect, it } from 'vitest'
import { createBalanceOutage } from './createBalanceOutage.js'

describe('createBalanceOutage', () => {
  it("'Token Balance Unavailable' once per outage: only the first failure, native or token, is announced", () => {
    const outage = createBalanceOutage()
    expect(outage.failed('native')).toBe(true)
    expect(outage.failed('tokens')).toBe(false)
    expect(outage.failed('native')).toBe(false)
    expect(outage.failing()).toEqual(['native', 'tokens'])
  })

  it('the outage lasts until every failing lookup has loaded again; the next failure is a new outage', () => {
    const outage = createBalanceOutage()
    outage.failed('tokens')
    outage.failed('native')
    outage.loaded('tokens')
    expect(outage.failed('tokens')).toBe(false)
    outage.loaded('tokens')
    outage.loaded('native')
    expect(outage.failing()).toEqual([])
    expect(outage.failed('tokens')).toBe(true)
  })

  it('two kits share nothing', () => {
    const a = createBalanceOutage()
    const b = createBalanceOutage()
    a.failed('native')
    expect(b.failed('native')).toBe(true)
  })
})
