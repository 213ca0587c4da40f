import { describe, expect, it } from 'vitest'
import { makeTransaction } from '../testing/transactionFixtures.js'
import { countPending, formatPendingCount } from './pendingCount.js'

const pending = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeTransaction(String(i), { metadata: { status: 'pending' } }),
  )

describe("spec §9 'Pending-transactions limit 99'", () => {
  it('counts only pending transactions', () => {
    const list = [
      ...pending(2),
      makeTransaction('c'),
      makeTransaction('f', { metadata: { status: 'failed' } }),
    ]
    expect(countPending(list)).toBe(2)
  })

  it('shows up to 99 as the number', () => {
    expect(formatPendingCount(countPending(pending(99)))).toBe('99')
  })

  it("shows '99+' beyond 99, and stops counting there", () => {
    expect(countPending(pending(250))).toBe(100)
    expect(formatPendingCount(countPending(pending(100)))).toBe('99+')
    expect(formatPendingCount(250)).toBe('99+')
  })
})
