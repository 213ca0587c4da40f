import { createStore } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createTestKit, testMainnet } from '../testing/createTestKit.js'
import {
  ACCOUNT_ENTRIES,
  type AccountEntriesState,
  accountEntries,
  setAccountEntry,
} from './accountEntries.js'
import { showAccountEntryWhen } from './showAccountEntryWhen.js'

const entry = { id: 'test:a', label: 'A', view: 'A' }
const labels = (kit: ReturnType<typeof createTestKit>) =>
  accountEntries(kit)
    .getState()
    .entries.map((e) => e.label)

describe('Account view entries (kit.services, key appkit:account-entries)', () => {
  it('provides the entries store on first use, once per kit', () => {
    const kit = createTestKit()
    expect(kit.services.get(ACCOUNT_ENTRIES)).toBeUndefined()
    const store = accountEntries(kit)
    expect(kit.services.get(ACCOUNT_ENTRIES)).toBe(store)
    expect(accountEntries(kit)).toBe(store)
    expect(accountEntries(createTestKit())).not.toBe(store)
  })

  it("a show's undo hides that entry, and leaves one that replaced it under its id", () => {
    const kit = createTestKit()
    const undo = setAccountEntry(kit, entry, true)
    expect(labels(kit)).toEqual(['A'])
    undo()
    undo()
    expect(labels(kit)).toEqual([])
    const undoFirst = setAccountEntry(kit, entry, true)
    setAccountEntry(kit, { ...entry, label: 'A2' }, true)
    undoFirst()
    expect(labels(kit)).toEqual(['A2'])
  })

  it('uses a store someone else provided first', () => {
    const kit = createTestKit()
    const provided = createStore<AccountEntriesState>({ entries: [] })
    kit.services.provide(ACCOUNT_ENTRIES, provided)
    setAccountEntry(kit, entry, true)
    expect(provided.getState().entries).toEqual([entry])
  })

  it('adds in order, replaces by id, hides, and is idempotent', () => {
    const kit = createTestKit()
    setAccountEntry(kit, entry, true)
    setAccountEntry(kit, { id: 'test:b', label: 'B', view: 'B' }, true)
    setAccountEntry(kit, { ...entry, label: 'A2' }, true)
    expect(labels(kit)).toEqual(['B', 'A2'])
    setAccountEntry(kit, entry, false)
    setAccountEntry(kit, entry, false)
    expect(labels(kit)).toEqual(['B'])
  })

  it('setting what is already there does not notify the Account view', () => {
    const kit = createTestKit()
    const b = { id: 'test:b', label: 'B', view: 'B' }
    setAccountEntry(kit, b, true)
    let notified = 0
    accountEntries(kit).subscribe(() => notified++)
    setAccountEntry(kit, b, true)
    setAccountEntry(kit, entry, false)
    expect(notified).toBe(0)
    setAccountEntry(kit, b, false)
    expect(notified).toBe(1)
  })

  it('showAccountEntryWhen keeps the entry exactly while the condition holds, and removes it when stopped', () => {
    const kit = createTestKit()
    const stop = showAccountEntryWhen(
      kit,
      { id: 'test:local', label: 'Local only', view: 'X' },
      (state) => state.activeCaipNetwork?.caipNetworkId === 'eip155:31337',
    )
    kit.registry.setActiveNetwork('eip155:31337')
    expect(labels(kit)).toEqual(['Local only'])
    kit.registry.setActiveNetwork(testMainnet)
    expect(labels(kit)).toEqual([])
    kit.registry.setActiveNetwork('eip155:31337')
    expect(labels(kit)).toEqual(['Local only'])
    stop()
    expect(labels(kit)).toEqual([])
    kit.registry.setActiveNetwork(testMainnet)
    kit.registry.setActiveNetwork('eip155:31337')
    expect(labels(kit)).toEqual([])
  })
})
