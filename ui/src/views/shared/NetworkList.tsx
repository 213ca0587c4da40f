import type { CaipNetwork, CaipNetworkId } from '@appkit/kernel'
import { CheckIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { Spinner } from '../../components/Spinner.js'
import { groupNetworks } from './groupNetworks.js'
import { networkImageUrl } from './imageUrls.js'

export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  /** The active network, marked aria-current; none on an unsupported chain. */
  activeId: CaipNetworkId | undefined
  /** The network being switched to, if any. */
  pendingId: CaipNetworkId | undefined
  onSelect: (network: CaipNetwork) => void
}

/** The configured networks, by family, the active one marked. */
export function NetworkList({ networks, activeId, pendingId, onSelect }: NetworkListProps) {
  const groups = groupNetworks(networks)
  return (
    <>
      {groups.map((group) => (
        <section key={group.namespace} className="list" aria-label={`${group.label} networks`}>
          {groups.length > 1 ? <h3 className="section-title">{group.label}</h3> : null}
          <ul className="list">
            {group.networks.map((network) => {
              const active = network.caipNetworkId === activeId
              return (
                <li key={network.caipNetworkId}>
                  <button
                    type="button"
                    className="item"
                    aria-current={active ? 'true' : undefined}
                    disabled={pendingId !== undefined}
                    onClick={() => onSelect(network)}
                  >
                    <RemoteImage
                      url={networkImageUrl(network)}
                      name={network.name}
                      variant="small round"
                    />
                    <span className="item-name" aria-hidden="true">
                      {network.name}
                    </span>
                    {pendingId === network.caipNetworkId ? (
                      <Spinner label={`Switching to ${network.name}`} />
                    ) : active ? (
                      <span className="check">
                        <CheckIcon />
                      </span>
                    ) : null}
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </>
  )
}
