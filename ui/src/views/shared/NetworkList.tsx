import type { CaipNetwork, CaipNetworkId } from '@appkit/kernel'
import { CheckIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { useI18n } from '../../i18n/useI18n.js'
import { groupNetworks } from './groupNetworks.js'
import { networkImageUrl } from './imageUrls.js'
import { networkListMessages as m } from './networkListMessages.js'

const NOTE_STYLE = { color: 'var(--ak-muted)', fontSize: 12 } as const

export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  /** The active network, marked aria-current; none on an unsupported chain. */
  activeId: CaipNetworkId | undefined
  /** The network being switched to, if any. */
  pendingId: CaipNetworkId | undefined
  onSelect: (network: CaipNetwork) => void
  /** A note per network, shown under its name and as its description (e.g. not approved). */
  notes?: Readonly<Partial<Record<CaipNetworkId, string>>>
}

/** The configured networks, by family, the active one marked. */
export function NetworkList({
  networks,
  activeId,
  pendingId,
  onSelect,
  notes = {},
}: NetworkListProps) {
  const { kit } = useUi()
  const { t } = useI18n()
  const groups = groupNetworks(networks)
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.namespace}
          className="list"
          aria-label={t(m.familyNetworks, { family: group.label })}
        >
          {groups.length > 1 ? <h3 className="section-title">{group.label}</h3> : null}
          <ul className="list">
            {group.networks.map((network) => {
              const active = network.caipNetworkId === activeId
              const note = notes[network.caipNetworkId]
              return (
                <li key={network.caipNetworkId}>
                  <button
                    type="button"
                    className="item"
                    aria-current={active ? 'true' : undefined}
                    aria-description={note}
                    disabled={pendingId !== undefined}
                    onClick={() => onSelect(network)}
                  >
                    <RemoteImage
                      url={networkImageUrl(kit, network)}
                      name={network.name}
                      variant="small round"
                    />
                    <span className="item-name" aria-hidden="true">
                      {note ? (
                        <>
                          <span className="line">{network.name}</span>
                          <span className="line" style={NOTE_STYLE}>
                            {note}
                          </span>
                        </>
                      ) : (
                        network.name
                      )}
                    </span>
                    {pendingId === network.caipNetworkId ? (
                      <Spinner label={t(m.switchingTo, { network: network.name })} />
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
