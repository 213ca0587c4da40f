import type { AccountEntry } from './accountEntries.js'

/** Spec §6 'Feature order: onramp, swaps, receive, send': the Account view's entries in this order. */
export const ACCOUNT_FEATURE_ORDER = Object.freeze(['onramp', 'swaps', 'receive', 'send'] as const)

/** A feature of spec §6's feature order, which an Account view entry may stand for. */
export type AccountFeature = (typeof ACCOUNT_FEATURE_ORDER)[number]

function rank(entry: AccountEntry): number {
  const index = entry.feature ? ACCOUNT_FEATURE_ORDER.indexOf(entry.feature) : -1
  return index === -1 ? ACCOUNT_FEATURE_ORDER.length : index
}

/**
 * The entries as the Account view lists them: those standing for a feature in the spec's
 * feature order, then the others (wallets, activity, names...) in the order they were added.
 */
export function orderAccountEntries(entries: readonly AccountEntry[]): AccountEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry)
}
