import { VIEW_NAMES } from '@appkit/kernel'
import { useId, useState } from 'react'
import type { RouterSnapshot } from '../session/DevtoolsSession.js'
import { summarize } from './summarize.js'

export interface RouterTabProps {
  router: RouterSnapshot
  readOnly: boolean
  /** Shows a view, opening the modal first when it is closed. */
  onPush: (view: string) => boolean
}

/** The current view, the history stack, and a way to show any of the spec's views. */
export function RouterTab({ router, readOnly, onPush }: RouterTabProps) {
  const id = useId()
  const [view, setView] = useState<string>(VIEW_NAMES[0])
  const [vetoed, setVetoed] = useState<string | null>(null)
  return (
    <>
      <section className="dt-section" aria-label="Current view">
        <h3>Current view</h3>
        <p>
          <span data-testid="devtools-router-view">{router.view}</span> (modal{' '}
          {router.open ? 'open' : 'closed'})
        </p>
      </section>
      <section className="dt-section" aria-label="History">
        <h3>History ({router.history.length})</h3>
        <ol>
          {router.history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a history stack may repeat a view; its position is its identity
            <li key={index}>
              {entry.view}
              {entry.data !== null ? (
                <span className="dt-dim"> {summarize(entry.data, 80)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="dt-section" aria-label="Show a view">
        <h3>Show a view</h3>
        <div className="dt-controls">
          <label htmlFor={`${id}-view`}>View</label>
          <select id={`${id}-view`} value={view} onChange={(event) => setView(event.target.value)}>
            {VIEW_NAMES.map((name) => (
              <option key={name} value={name}>
                {router.registered.includes(name) ? name : `${name} (not registered)`}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={readOnly}
            onClick={() => setVetoed(onPush(view) ? null : view)}
          >
            Show view
          </button>
          {vetoed ? <span className="dt-error">shouldShowView refused {vetoed}</span> : null}
        </div>
      </section>
    </>
  )
}
