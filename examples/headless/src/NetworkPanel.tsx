import { useSwitchNetwork } from '@appkit/ui'

/** The networks as the app's own buttons; the active one pressed. */
export function NetworkPanel() {
  const { networks, active, switchNetwork, pending, error } = useSwitchNetwork()
  return (
    <section className="panel" aria-labelledby="network-title">
      <h2 id="network-title">Network</h2>
      <p data-testid="active-network">{active?.name ?? 'Unknown network'}</p>
      <div className="networks">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            aria-pressed={network.caipNetworkId === active?.caipNetworkId}
            disabled={pending !== undefined}
            onClick={() => void switchNetwork(network.caipNetworkId)}
          >
            {pending === network.caipNetworkId ? `Switching to ${network.name}…` : network.name}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" data-testid="network-error">
          {error.shortMessage}
        </p>
      ) : null}
    </section>
  )
}
