import type { Transaction } from './Transaction.js'

export interface TransactionMonth {
  year: number
  /** 0 for January ... 11 for December. */
  month: number
  /** In the order received (newest first). */
  transactions: readonly Transaction[]
}

export interface TransactionYear {
  year: number
  /** Newest month first. */
  months: readonly TransactionMonth[]
}

/** The year and month (0-11) of an ISO date in a time zone (the page's when undefined). */
export function yearMonthOf(isoDate: string, timeZone?: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(isoDate))
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month') - 1 }
}

/**
 * Spec §3 'Transaction state: list grouped by year then month': years newest first, each with
 * its months newest first, each month's transactions in the order received. Months are those of
 * `minedAt` in `timeZone` (default: the page's own).
 */
export function groupTransactions(
  transactions: readonly Transaction[],
  timeZone?: string,
): TransactionYear[] {
  const years = new Map<number, Map<number, Transaction[]>>()
  for (const transaction of transactions) {
    const { year, month } = yearMonthOf(transaction.metadata.minedAt, timeZone)
    let months = years.get(year)
    if (!months) {
      months = new Map()
      years.set(year, months)
    }
    const list = months.get(month)
    if (list) list.push(transaction)
    else months.set(month, [transaction])
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, months]) => ({
      year,
      months: [...months.entries()]
        .sort(([a], [b]) => b - a)
        .map(([month, list]) => ({ year, month, transactions: list })),
    }))
}
