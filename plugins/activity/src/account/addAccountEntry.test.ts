import { createStore } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import type { AccountEntriesState } from './addAccountEntry.js'
import { ACCOUNT_ENTRIES, accountEntries, addAccountEntry } from './addAccountEntry.js'

const entry = { id: 'test:a', label: 'A', view: 'A' }

describe('Account view entries (kit.services, key appkit:account-entries)', () => {
  it('provides the entries store on first use, once per kit', () => {
    const kit = createTestKit()
    expect(kit.services.get(ACCOUNT_ENTRIES)).toBeUndefined()
    const store = accountEntries(kit)
    expect(kit.services.get(ACCOUNT_ENTRIES)).toBe(store)
    expect(accountEntries(kit)).toBe(store)
    expect(accountEntries(createTestKit())).not.toBe(store)
  })

  it('uses a store someone else (the Account view) provided first', () => {
    const kit = createTestKit()
    const provided = createStore<AccountEntriesState>({ entries: [] })
    kit.services.provide(ACCOUNT_ENTRIES, provided)
    addAccountEntry(kit, entry)
    expect(provided.getState().entries).toEqual([entry])
  })

  it('adds in order, replaces by id, and removes', () => {
    const kit = createTestKit()
    const removeA = addAccountEntry(kit, entry)
    addAccountEntry(kit, { id: 'test:b', label: 'B', view: 'B' })
    const replacement = { ...entry, label: 'A2' }
    const removeA2 = addAccountEntry(kit, replacement)
    expect(
      accountEntries(kit)
        .getState()
        .entries.map((e) => e.label),
    ).toEqual(['B', 'A2'])
    removeA()
    expect(
      accountEntries(kit)
        .getState()
        .entries.map((e) => e.label),
    ).toEqual(['B', 'A2'])
    removeA2()
    expect(
      accountEntries(kit)
        .getState()
        .entries.map((e) => e.label),
    ).toEqual(['B'])
  })
})
