import type { GatesSnapshot } from '../session/DevtoolsSession.js'
import { summarize } from './summarize.js'

/** Each feature: local value, remote value, result, and why (kit.gates.explain). */
export function GatesTab({ gates }: { gates: GatesSnapshot }) {
  return (
    <>
      <p>
        Remote configuration: <strong data-testid="devtools-gates-status">{gates.status}</strong>
      </p>
      <table className="dt-table">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Local</th>
            <th scope="col">Remote</th>
            <th scope="col">Result</th>
            <th scope="col">Source</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {gates.features.map((gate) => (
            <tr key={gate.feature} data-testid="devtools-gate">
              <th scope="row">{gate.feature}</th>
              <td>{summarize(gate.local, 60) || '—'}</td>
              <td>{summarize(gate.remote, 60) || '—'}</td>
              <td>{summarize(gate.result, 60) || String(gate.result)}</td>
              <td>{gate.source}</td>
              <td>{gate.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
