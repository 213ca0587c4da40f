import { SWAP_CHAIN_IDS } from './policies.js'

/**
 * The swap network (CAIP-2) the active network trades on, or undefined when it is not one of
 * the 12 of spec §6. A stand-in maps a local network to the swap network it answers for in the
 * swap API (e.g. the emulator's { 'eip155:31337': 'eip155:10' }).
 *
 * @example swapNetworkFor('eip155:137') // 'eip155:137'
 * @example swapNetworkFor('eip155:31337', { 'eip155:31337': 'eip155:10' }) // 'eip155:10'
 */
export function swapNetworkFor(
  caipNetworkId: string | undefined,
  standIns: Readonly<Record<string, string>> = {},
): string | undefined {
  if (caipNetworkId === undefined) return undefined
  const network = standIns[caipNetworkId] ?? caipNetworkId
  return isSwapNetwork(network) ? network : undefined
}

/** True for 'eip155:{id}' with id one of spec §6's 12 swap networks. */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const match = /^eip155:([1-9][0-9]*)$/.exec(caipNetworkId)
  return match !== null && SWAP_CHAIN_IDS.includes(Number(match[1]))
}
