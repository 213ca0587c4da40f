import { describe, expect, it } from 'vitest'
import type { AccountEntry } from './accountEntries.js'
import { orderAccountEntries } from './orderAccountEntries.js'

const entry = (id: string, feature?: AccountEntry['feature']): AccountEntry => ({
  id,
  label: id,
  view: id,
  ...(feature ? { feature } : {}),
})

describe('orderAccountEntries', () => {
  it("spec §6 'Feature order: onramp, swaps, receive, send', whatever order they were added in", () => {
    const ordered = orderAccountEntries([
      entry('send', 'send'),
      entry('swap', 'swaps'),
      entry('receive', 'receive'),
      entry('buy', 'onramp'),
    ])
    expect(ordered.map((e) => e.id)).toEqual(['buy', 'swap', 'receive', 'send'])
  })

  it('entries that stand for no feature follow, in the order they were added', () => {
    const ordered = orderAccountEntries([
      entry('wallets'),
      entry('activity'),
      entry('send', 'send'),
      entry('names'),
      entry('buy', 'onramp'),
    ])
    expect(ordered.map((e) => e.id)).toEqual(['buy', 'send', 'wallets', 'activity', 'names'])
  })
})
