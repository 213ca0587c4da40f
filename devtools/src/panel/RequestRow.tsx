import { memo, useState } from 'react'
import type { RequestEntry } from '../session/DevtoolsSession.js'
import { requestOutcome, requestStatus, requestTitle } from './describeRequest.js'
import { formatTime } from './formatTime.js'
import { JsonBlock } from './JsonBlock.js'

/** One request: what, who, status, timing, retries and result; expands to the full exchange. */
export const RequestRow = memo(function RequestRow({ request }: { request: RequestEntry }) {
  const [open, setOpen] = useState(false)
  const retries = request.retries ?? 0
  return (
    <li className="dt-row" data-testid="devtools-request" data-state={request.state}>
      <button
        type="button"
        className="dt-row-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="dt-time">{formatTime(request.startedAt)}</span>
        <span className="dt-tag">{request.source}</span>
        <span className="dt-name">{requestTitle(request)}</span>
        {(request.batchSize ?? 1) > 1 ? (
          <span className="dt-tag">batch of {request.batchSize}</span>
        ) : null}
        <span className={`dt-${request.state}`}>{requestStatus(request)}</span>
        {request.durationMs !== undefined ? (
          <span className="dt-dim">{request.durationMs} ms</span>
        ) : null}
        {retries > 0 ? (
          <span className="dt-tag">
            {retries} {retries === 1 ? 'retry' : 'retries'}
          </span>
        ) : null}
        <span className="dt-summary" data-testid="devtools-request-outcome">
          {requestOutcome(request)}
        </span>
      </button>
      {open ? (
        <dl className="dt-details">
          <dt>URL</dt>
          <dd>
            {request.method} {request.url}
          </dd>
          <dt>Made by</dt>
          <dd>{request.source}</dd>
          {request.kind === 'json-rpc' ? (
            <>
              <dt>Batch</dt>
              <dd>
                {request.batchSize ?? 1} call(s): {(request.rpcMethods ?? []).join(', ')}
              </dd>
            </>
          ) : null}
          <dt>Attempts</dt>
          <dd>{request.attempts ?? 'in flight'}</dd>
          <dt>Params</dt>
          <dd>
            <JsonBlock value={request.body ?? null} />
          </dd>
          <dt>{request.state === 'error' ? 'Error' : 'Response'}</dt>
          <dd>
            <JsonBlock
              value={request.state === 'error' ? request.error : (request.response ?? null)}
            />
          </dd>
        </dl>
      ) : null}
    </li>
  )
})
