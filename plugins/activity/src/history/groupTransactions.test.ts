import { describe, expect, it } from 'vitest'
import { makeTransaction } from '../testing/transactionFixtures.js'
import { groupTransactions, yearMonthOf } from './groupTransactions.js'

const at = (id: string, minedAt: string) => makeTransaction(id, { metadata: { minedAt } })

describe("spec §3 'Transaction state: list grouped by year then month'", () => {
  it('groups by year, then month, newest first, keeping the order within a month', () => {
    const groups = groupTransactions(
      [
        at('a', '2026-11-20T08:00:00Z'),
        at('b', '2026-11-02T08:00:00Z'),
        at('c', '2026-03-01T08:00:00Z'),
        at('d', '2025-12-31T08:00:00Z'),
      ],
      'UTC',
    )
    expect(
      groups.map((year) => ({
        year: year.year,
        months: year.months.map((m) => [m.month, m.transactions.map((t) => t.id)]),
      })),
    ).toEqual([
      {
        year: 2026,
        months: [
          [10, ['a', 'b']],
          [2, ['c']],
        ],
      },
      { year: 2025, months: [[11, ['d']]] },
    ])
  })

  it('sorts groups even when pages arrive out of order', () => {
    const groups = groupTransactions(
      [at('old', '2024-01-05T00:00:00Z'), at('new', '2026-06-05T00:00:00Z')],
      'UTC',
    )
    expect(groups.map((g) => g.year)).toEqual([2026, 2024])
  })

  it("puts a transaction in the month of the given time zone (New Year's Eve in New York)", () => {
    const instant = '2026-01-01T03:00:00Z'
    expect(yearMonthOf(instant, 'UTC')).toEqual({ year: 2026, month: 0 })
    expect(yearMonthOf(instant, 'America/New_York')).toEqual({ year: 2025, month: 11 })
  })

  it('has no groups without transactions', () => {
    expect(groupTransactions([], 'UTC')).toEqual([])
  })
})
