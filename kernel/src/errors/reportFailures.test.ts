import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from './AppKitError.js'
import { reportFailures } from './reportFailures.js'

function controller() {
  return {
    store: { value: 1 },
    async fetchQuote(amount: number) {
      if (amount < 0) throw new RangeError('negative amount')
      return amount * 2
    },
    reset(): string {
      throw new Error('cannot reset')
    },
  }
}

describe('reportFailures (spec §8: controller errors are reported with a category and rethrown)', () => {
  it('spec §8 reported and rethrown: a rejected method is reported with its flow and category, then rethrown unchanged', async () => {
    const report = vi.fn((error: unknown) => new AppKitError(String(error)))
    const wrapped = reportFailures(controller(), report, { flow: 'swaps', category: 'API_ERROR' })
    const failure = await wrapped.fetchQuote(-1).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RangeError)
    expect(report).toHaveBeenCalledWith(failure, { flow: 'swaps', category: 'API_ERROR' })
  })

  it('a synchronous throw is reported too; successes and other members pass through', async () => {
    const report = vi.fn((error: unknown) => new AppKitError(String(error)))
    const wrapped = reportFailures(controller(), report, { flow: 'swaps' })
    expect(() => wrapped.reset()).toThrowError('cannot reset')
    expect(report).toHaveBeenCalledOnce()
    await expect(wrapped.fetchQuote(2)).resolves.toBe(4)
    expect(wrapped.store).toEqual({ value: 1 })
    expect(report).toHaveBeenCalledOnce()
  })

  it('a wrapped method keeps its identity across reads (stable for React dependencies)', () => {
    const wrapped = reportFailures(controller(), vi.fn(), { flow: 'swaps' })
    expect(wrapped.fetchQuote).toBe(wrapped.fetchQuote)
  })

  it('a frozen target stays usable: its methods pass through unwrapped (a Proxy must return them as they are)', async () => {
    const report = vi.fn((error: unknown) => new AppKitError(String(error)))
    const wrapped = reportFailures(Object.freeze(controller()), report, { flow: 'swaps' })
    await expect(wrapped.fetchQuote(1)).resolves.toBe(2)
  })
})
