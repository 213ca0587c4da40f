import type { CaipNetwork, ChainNamespace } from '@appkit/kernel'

const FAMILY_NAMES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

export interface NetworkGroup {
  namespace: ChainNamespace
  label: string
  networks: CaipNetwork[]
}

/** Networks by family, in configured order (headings are shown when there are several). */
export function groupNetworks(networks: readonly CaipNetwork[]): NetworkGroup[] {
  const groups = new Map<ChainNamespace, NetworkGroup>()
  for (const network of networks) {
    const namespace = network.chainNamespace
    let group = groups.get(namespace)
    if (!group) {
      group = { namespace, label: FAMILY_NAMES[namespace] ?? namespace, networks: [] }
      groups.set(namespace, group)
    }
    group.networks.push(network)
  }
  return [...groups.values()]
}
