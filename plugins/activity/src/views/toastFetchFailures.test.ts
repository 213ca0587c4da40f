import { describe, expect, it } from 'vitest'
import { createActivityStore } from '../history/createActivityStore.js'
import { LOCAL_CHAIN, makeTransaction, TEST_ADDRESS } from '../testing/transactionFixtures.js'
import { toastFetchFailures } from './toastFetchFailures.js'

function recordToasts() {
  const shown: [string, string][] = []
  return { shown, show: (variant: string, message: string) => void shown.push([variant, message]) }
}

describe('toastFetchFailures (the Activity view)', () => {
  it("spec §8 toast 'Failed to fetch transactions': once per failed fetch, none for a good one", async () => {
    let fail = true
    const history = createActivityStore({
      fetchPage: async () => {
        if (fail) throw new Error('history down')
        return { data: [makeTransaction('1')], next: null }
      },
    })
    const toast = recordToasts()
    const stop = toastFetchFailures(history.store, toast)
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    expect(toast.shown).toEqual([['error', 'Failed to fetch transactions']])
    await history.load(TEST_ADDRESS, LOCAL_CHAIN, { refresh: true })
    expect(toast.shown).toHaveLength(2)
    fail = false
    await history.load(TEST_ADDRESS, LOCAL_CHAIN, { refresh: true })
    expect(toast.shown).toHaveLength(2)
    stop()
    fail = true
    await history.load(TEST_ADDRESS, LOCAL_CHAIN, { refresh: true })
    expect(toast.shown).toHaveLength(2)
  })

  it("words the toast when it shows (the view gives the message in the visitor's locale)", async () => {
    const history = createActivityStore({
      fetchPage: async () => {
        throw new Error('history down')
      },
    })
    const toast = recordToasts()
    let text = 'Échec du chargement des transactions'
    toastFetchFailures(history.store, toast, () => text)
    await history.load(TEST_ADDRESS, LOCAL_CHAIN)
    text = 'Transaktionen konnten nicht geladen werden'
    await history.load(TEST_ADDRESS, LOCAL_CHAIN, { refresh: true })
    expect(toast.shown).toEqual([
      ['error', 'Échec du chargement des transactions'],
      ['error', 'Transaktionen konnten nicht geladen werden'],
    ])
  })
})
