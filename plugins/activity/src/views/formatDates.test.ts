import { describe, expect, it } from 'vitest'
import { formatMinedAt, formatMonthHeading } from './formatDates.js'

describe('dates of the Activity view', () => {
  it("month headings read 'November 2026'", () => {
    expect(formatMonthHeading(2026, 10)).toBe('November 2026')
    expect(formatMonthHeading(2025, 0)).toBe('January 2025')
  })

  it('times are shown in the given time zone', () => {
    expect(formatMinedAt('2026-11-14T10:32:00Z', 'UTC')).toBe('Nov 14, 10:32 AM')
    expect(formatMinedAt('2026-11-14T10:32:00Z', 'Asia/Tokyo')).toBe('Nov 14, 7:32 PM')
  })
})
