import { useId, useMemo, useState } from 'react'
import { type EventFilter, filterEvents, namespacesIn } from '../capture/filterEvents.js'
import { DEVTOOLS_LIMITS } from '../DEVTOOLS_LIMITS.js'
import type { TimelineEntry } from '../session/DevtoolsSession.js'
import { EventRow } from './EventRow.js'

export interface EventsTabProps {
  events: readonly TimelineEntry[]
  dropped: number
}

/** Every hook call and log line in order, filterable by name, namespace and kind. */
export function EventsTab({ events, dropped }: EventsTabProps) {
  const id = useId()
  const [filter, setFilter] = useState<EventFilter>({})
  const namespaces = useMemo(() => namespacesIn(events), [events])
  const matching = useMemo(() => filterEvents(events, filter), [events, filter])
  const rows = matching.slice(-DEVTOOLS_LIMITS.displayRows)
  return (
    <>
      <div className="dt-controls">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          type="search"
          placeholder="connected, log…"
          value={filter.text ?? ''}
          onChange={(event) => setFilter({ ...filter, text: event.target.value })}
        />
        <label htmlFor={`${id}-ns`}>Namespace</label>
        <select
          id={`${id}-ns`}
          value={filter.namespace ?? ''}
          onChange={(event) => {
            const { namespace: _namespace, ...rest } = filter
            setFilter(event.target.value ? { ...rest, namespace: event.target.value } : rest)
          }}
        >
          <option value="">All</option>
          {namespaces.map((namespace) => (
            <option key={namespace} value={namespace}>
              {namespace}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select
          id={`${id}-kind`}
          value={filter.kind ?? ''}
          onChange={(event) => {
            const { kind: _kind, ...rest } = filter
            const kind = event.target.value
            setFilter(kind === 'hook' || kind === 'log' ? { ...rest, kind } : rest)
          }}
        >
          <option value="">Hooks and logs</option>
          <option value="hook">Hooks</option>
          <option value="log">Logs</option>
        </select>
        <span className="dt-count" data-testid="devtools-event-count">
          {matching.length} of {events.length} events
          {dropped > 0 ? `, ${dropped} older dropped` : ''}
          {rows.length < matching.length ? `, showing the last ${rows.length}` : ''}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="dt-dim">No events{events.length > 0 ? ' match the filter' : ' yet'}.</p>
      ) : (
        <ol className="dt-list" aria-label="Events">
          {rows.map((entry) => (
            <EventRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </>
  )
}
