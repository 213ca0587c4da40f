import type { Json } from '../serialize/Json.js'
import type { EmulatorFeed } from '../session/DevtoolsSession.js'
import { summarize } from './summarize.js'

function field(value: Json | undefined, key: string): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value[key]
    : undefined
}

/** An item's name: an analytics event's `props.event` (or its own `event`, `subject`). */
function titleOf(item: Json): string | undefined {
  const title =
    field(field(item, 'props'), 'event') ?? field(item, 'event') ?? field(item, 'subject')
  return typeof title === 'string' ? title : undefined
}

/** An emulator list (analytics events, mailbox): its items, or 'not available'. */
export function EmulatorFeedList({
  feed,
  title,
  testId,
  empty,
}: {
  feed: EmulatorFeed
  title: string
  testId: string
  empty: string
}) {
  return (
    <section className="dt-section" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      {!feed.available ? (
        <p className="dt-dim">not available ({feed.reason})</p>
      ) : feed.items.length === 0 ? (
        <p className="dt-dim">{empty}</p>
      ) : (
        <>
          <p className="dt-count">{feed.items.length} received</p>
          <ol className="dt-list">
            {feed.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the emulator's list has no ids; it only grows
              <li key={index} className="dt-row" data-testid={`${testId}-item`}>
                {titleOf(item) ? <span className="dt-name">{titleOf(item)} </span> : null}
                <span className="dt-summary">{summarize(item, 240)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
