import type { NetworkSnapshot, StateSnapshot } from '../session/DevtoolsSession.js'

const networkText = (network: NetworkSnapshot | null) =>
  network ? `${network.name} (${network.id})` : '—'

/** The connection registry: what is active, each family's status and connections, sessions. */
export function StateTab({ state }: { state: StateSnapshot }) {
  return (
    <>
      <section className="dt-section" aria-label="Active">
        <h3>Active</h3>
        <table className="dt-table">
          <tbody>
            <tr>
              <th scope="row">Namespace</th>
              <td data-testid="devtools-active-namespace">{state.activeNamespace ?? '—'}</td>
            </tr>
            <tr>
              <th scope="row">Network</th>
              <td>{networkText(state.activeNetwork)}</td>
            </tr>
            <tr>
              <th scope="row">Account</th>
              <td data-testid="devtools-active-account">{state.activeAccount ?? '—'}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="dt-section" aria-label="Namespaces">
        <h3>Namespaces</h3>
        <table className="dt-table">
          <thead>
            <tr>
              <th scope="col">Namespace</th>
              <th scope="col">Status</th>
              <th scope="col">Connector</th>
              <th scope="col">Address</th>
              <th scope="col">Network</th>
              <th scope="col">Balance</th>
              <th scope="col">Connections</th>
            </tr>
          </thead>
          <tbody>
            {state.namespaces.map((chain) => (
              <tr key={chain.namespace} data-testid="devtools-namespace">
                <td>{chain.namespace}</td>
                <td>{chain.status}</td>
                <td>{chain.connectorId ?? '—'}</td>
                <td>{chain.address ?? '—'}</td>
                <td>{networkText(chain.network)}</td>
                <td>{chain.balance ?? '—'}</td>
                <td>
                  {chain.connections.length === 0
                    ? '—'
                    : chain.connections.map((connection) => (
                        <div key={connection.connectorId}>
                          {connection.connectorId}: {connection.accounts.join(', ')} on{' '}
                          {networkText(connection.network)}
                        </div>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="dt-section" aria-label="Sessions">
        <h3>Sessions</h3>
        <p>
          Sign-in required: {state.signIn.required ? 'yes' : 'no'}; signed-in sessions:{' '}
          {state.signIn.hasSessions ? 'yes' : 'none'}
        </p>
      </section>
      <section className="dt-section" aria-label="Connectors">
        <h3>Connectors ({state.connectors.length})</h3>
        <table className="dt-table">
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Chain</th>
            </tr>
          </thead>
          <tbody>
            {state.connectors.map((connector) => (
              <tr key={connector.id}>
                <td>{connector.id}</td>
                <td>{connector.name}</td>
                <td>{connector.type}</td>
                <td>{connector.chain}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
