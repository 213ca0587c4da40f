import { describe, expect, it } from 'vitest'
import { groupTransactions } from '../history/groupTransactions.js'
import { makeTransaction } from '../testing/transactionFixtures.js'
import { activityRows } from './activityRows.js'

describe('activityRows', () => {
  it("puts each month's heading before its transactions", () => {
    const groups = groupTransactions(
      [
        makeTransaction('a', { metadata: { minedAt: '2026-11-03T00:00:00Z' } }),
        makeTransaction('b', { metadata: { minedAt: '2026-11-01T00:00:00Z' } }),
        makeTransaction('c', { metadata: { minedAt: '2025-02-01T00:00:00Z' } }),
      ],
      'UTC',
    )
    expect(
      activityRows(groups).map((row) => (row.kind === 'month' ? row.label : row.transaction.id)),
    ).toEqual(['November 2026', 'a', 'b', 'February 2025', 'c'])
  })

  it('gives every row a stable, unique key', () => {
    const groups = groupTransactions([makeTransaction('a'), makeTransaction('b')], 'UTC')
    const keys = activityRows(groups).map((row) => row.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
