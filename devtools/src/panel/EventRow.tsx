import { memo, useState } from 'react'
import type { TimelineEntry } from '../session/DevtoolsSession.js'
import { formatTime } from './formatTime.js'
import { JsonBlock } from './JsonBlock.js'
import { summarize } from './summarize.js'

/** One timeline line: a button showing time, name and a summary, expanding to the payload. */
export const EventRow = memo(function EventRow({ entry }: { entry: TimelineEntry }) {
  const [open, setOpen] = useState(false)
  return (
    <li
      className="dt-row"
      data-kind={entry.kind}
      data-testid="devtools-event"
      data-name={entry.name}
    >
      <button
        type="button"
        className="dt-row-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="dt-time">{formatTime(entry.time)}</span>
        {entry.kind === 'log' ? <span className="dt-tag">log</span> : null}
        <span className="dt-name">{entry.name}</span>
        {entry.namespace ? <span className="dt-tag">{entry.namespace}</span> : null}
        <span className="dt-summary">{entry.message ?? summarize(entry.payload)}</span>
      </button>
      {open ? <JsonBlock value={entry.payload} /> : null}
    </li>
  )
})
