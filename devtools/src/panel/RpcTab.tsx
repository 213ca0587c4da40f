import { useId, useMemo, useState } from 'react'
import { filterRequests } from '../capture/filterRequests.js'
import { DEVTOOLS_LIMITS } from '../DEVTOOLS_LIMITS.js'
import type { RequestEntry } from '../session/DevtoolsSession.js'
import { RequestRow } from './RequestRow.js'

export interface RpcTabProps {
  requests: readonly RequestEntry[]
  dropped: number
}

/** Every HTTP and JSON-RPC call (wallet requests included), filterable by method, URL or source. */
export function RpcTab({ requests, dropped }: RpcTabProps) {
  const id = useId()
  const [text, setText] = useState('')
  const matching = useMemo(() => filterRequests(requests, text), [requests, text])
  const rows = matching.slice(-DEVTOOLS_LIMITS.displayRows)
  const pending = requests.filter((request) => request.state === 'pending').length
  return (
    <>
      <div className="dt-controls">
        <label htmlFor={`${id}-filter`}>Filter</label>
        <input
          id={`${id}-filter`}
          type="search"
          placeholder="eth_call, /config, wallet…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="dt-count" data-testid="devtools-request-count">
          {matching.length} of {requests.length} requests, {pending} pending
          {dropped > 0 ? `, ${dropped} older dropped` : ''}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="dt-dim">No requests{requests.length > 0 ? ' match the filter' : ' yet'}.</p>
      ) : (
        <ol className="dt-list" aria-label="Requests">
          {rows.map((request) => (
            <RequestRow key={`${request.key} ${request.startedAt}`} request={request} />
          ))}
        </ol>
      )}
    </>
  )
}
