import type { AppKit, CaipNetwork } from '@appkit/kernel'

/** What a family is called in the SwitchActiveChain text (names, not translated). */
export const FAMILY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
})

/**
 * SwitchActiveChain's action (spec §2: it 'carries target chain, a navigate-to of Connect and a
 * replace flag'): makes the target the active network, whose family has no account yet, then
 * goes on to Connect, replacing this view in history when the flag says so.
 */
export async function switchActiveChain(
  kit: Pick<AppKit, 'switchNetwork' | 'router'>,
  target: CaipNetwork,
  options: { replace: boolean },
): Promise<void> {
  await kit.switchNetwork(target)
  if (options.replace) kit.router.replace('Connect')
  else kit.router.push('Connect')
}
