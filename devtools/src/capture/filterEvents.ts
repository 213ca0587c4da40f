import type { TimelineEntry } from '../session/DevtoolsSession.js'

export interface EventFilter {
  /** Case-insensitive part of the hook name (or log level and message). */
  text?: string
  /** Only entries naming this chain family. */
  namespace?: string
  /** Only hook calls, or only log lines. */
  kind?: TimelineEntry['kind']
}

/** The Events tab's filter: by name, namespace and kind, order kept. */
export function filterEvents(
  events: readonly TimelineEntry[],
  filter: EventFilter,
): TimelineEntry[] {
  const text = filter.text?.trim().toLowerCase() ?? ''
  return events.filter(
    (event) =>
      (!filter.kind || event.kind === filter.kind) &&
      (!filter.namespace || event.namespace === filter.namespace) &&
      (!text ||
        event.name.toLowerCase().includes(text) ||
        (event.message?.toLowerCase().includes(text) ?? false)),
  )
}

/** The chain families the timeline names, for the namespace filter's options. */
export function namespacesIn(events: readonly TimelineEntry[]): string[] {
  return [...new Set(events.flatMap((event) => (event.namespace ? [event.namespace] : [])))].sort()
}
