import { type KeyboardEvent, useRef } from 'react'
import { DEVTOOLS_TABS, type DevtoolsTabId } from './DEVTOOLS_TABS.js'
import { nextTabIndex } from './nextTabIndex.js'

export interface TabListProps {
  baseId: string
  selected: DevtoolsTabId
  onSelect: (tab: DevtoolsTabId) => void
}

export const tabId = (baseId: string, tab: DevtoolsTabId) => `${baseId}-tab-${tab}`
export const panelId = (baseId: string, tab: DevtoolsTabId) => `${baseId}-panel-${tab}`

/**
 * The WAI-ARIA tablist: one tab stop (the selected tab), ArrowLeft/ArrowRight, Home and End
 * move focus and select (automatic activation). Every tab is a real button.
 */
export function TabList({ baseId, selected, onSelect }: TabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = DEVTOOLS_TABS.findIndex((tab) => tab.id === selected)
    const next = nextTabIndex(current, event.key, DEVTOOLS_TABS.length)
    if (next === undefined) return
    event.preventDefault()
    onSelect(DEVTOOLS_TABS[next]!.id)
    buttons.current[next]?.focus()
  }

  return (
    <div className="dt-tabs" role="tablist" aria-label="Devtools" onKeyDown={onKeyDown}>
      {DEVTOOLS_TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element
          }}
          type="button"
          role="tab"
          className="dt-tab"
          id={tabId(baseId, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(baseId, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
