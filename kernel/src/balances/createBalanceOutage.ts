/** The balance lookups whose failure is the 'Token Balance Unavailable' toast. */
export type BalanceSource = 'native' | 'tokens'

/**
 * Spec §8 toast 'Token Balance Unavailable', once per outage: an outage starts with the first
 * failing balance lookup (native balance or token list) and lasts until every lookup that failed
 * has loaded again. Only the failure that starts it is announced.
 */
export interface BalanceOutage {
  /** Records a failed lookup; true when it starts an outage (show the toast), false during one. */
  failed(source: BalanceSource): boolean
  /** Records a lookup that loaded: its part of the outage is over. */
  loaded(source: BalanceSource): void
  /** The lookups failing now (empty: no outage). */
  failing(): readonly BalanceSource[]
}

/** One kit's balance outage (no module state: two kits on a page announce their own). */
export function createBalanceOutage(): BalanceOutage {
  const failing = new Set<BalanceSource>()
  return {
    failed(source) {
      const starts = failing.size === 0
      failing.add(source)
      return starts
    },
    loaded(source) {
      failing.delete(source)
    },
    failing: () => [...failing],
  }
}
