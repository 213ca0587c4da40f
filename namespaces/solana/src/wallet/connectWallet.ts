import type { AdapterAccount } from '@appkit/kernel'
import { type StandardWallet, walletFeature } from '../discovery/StandardWallet.js'
import { toAdapterAccounts } from './toAdapterAccounts.js'

type ConnectFeature = { connect(input?: { silent?: boolean }): Promise<{ accounts: unknown }> }

/** The `accounts` of connect's output; undefined when reading it fails. */
function accountsOf(output: unknown): unknown {
  try {
    return typeof output === 'object' && output !== null
      ? (output as { accounts?: unknown }).accounts
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Asks the wallet for its accounts with `standard:connect` (silently for a returning visitor:
 * no prompt, no accounts unless already authorized).
 */
export async function connectWallet(
  wallet: StandardWallet,
  options: { silent: boolean },
): Promise<AdapterAccount[]> {
  const feature = walletFeature<ConnectFeature>(wallet, 'standard:connect', 'connect')
  if (!feature) return []
  const output: unknown = await feature.connect(options.silent ? { silent: true } : undefined)
  return toAdapterAccounts(accountsOf(output))
}
