import { describe, expect, it } from 'vitest'
import { createMailbox } from './createMailbox.js'

describe('createMailbox', () => {
  it('keeps at most its limit, dropping the oldest', () => {
    const mailbox = createMailbox({ limit: 2, now: () => 7 })
    for (const code of ['1', '2', '3']) mailbox.deliver({ to: 'a@b.co', subject: 's', code })
    expect(mailbox.list().map((m) => [m.id, m.code, m.sentAt])).toEqual([
      [2, '2', 7],
      [3, '3', 7],
    ])
  })
})
