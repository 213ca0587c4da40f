import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react'
import type { DevtoolsCapture } from '../capture/createDevtoolsCapture.js'
import { downloadSession } from '../session/downloadSession.js'
import { DEVTOOLS_TABS, type DevtoolsTabId } from './DEVTOOLS_TABS.js'
import { EmulatorTab } from './EmulatorTab.js'
import { EventsTab } from './EventsTab.js'
import { GatesTab } from './GatesTab.js'
import { ResizeHandle } from './ResizeHandle.js'
import { RouterTab } from './RouterTab.js'
import { RpcTab } from './RpcTab.js'
import { clampHeight, DRAWER_HEIGHT } from './resizeHeight.js'
import { StateTab } from './StateTab.js'
import { panelId, TabList, tabId } from './TabList.js'
import { Toolbar } from './Toolbar.js'
import { useDevtoolsState } from './useDevtoolsState.js'

export interface DevtoolsPanelProps {
  capture: DevtoolsCapture
  /** Start with the drawer open (default closed: only the floating button shows). */
  initialOpen?: boolean
  initialTab?: DevtoolsTabId
  /** The drawer's starting height in CSS pixels (default 320). */
  initialHeight?: number
}

/**
 * The panel: a floating button that opens a drawer docked to the bottom of the page, below the
 * AppKit modal's overlay (never over the modal) while the button stays above it. Nothing here
 * moves focus on its own or traps it: with the modal open, the modal keeps focus.
 */
export function DevtoolsPanel({
  capture,
  initialOpen = false,
  initialTab = 'events',
  initialHeight = DRAWER_HEIGHT.default,
}: DevtoolsPanelProps) {
  const baseId = useId()
  const drawerId = `${baseId}-drawer`
  const state = useDevtoolsState(capture)
  const [open, setOpen] = useState(initialOpen)
  const [tab, setTab] = useState<DevtoolsTabId>(initialTab)
  const [height, setHeight] = useState(initialHeight)
  const [importError, setImportError] = useState<string | null>(null)
  const toggle = useRef<HTMLButtonElement | null>(null)
  const readOnly = state.imported !== null
  const drawerHeight = clampHeight(height, typeof window === 'undefined' ? 800 : window.innerHeight)
  const shown = state.shown

  const refresh = useCallback(() => void capture.refreshEmulator(), [capture])
  const mine = useCallback((chainId: number) => void capture.mineBlock(chainId), [capture])

  function importFile(file: File) {
    file
      .text()
      .then((text) => {
        capture.importSession(text)
        setImportError(null)
      })
      .catch((error: unknown) =>
        setImportError(error instanceof Error ? error.message : String(error)),
      )
  }

  function onDrawerKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    setOpen(false)
    // Focus was in the drawer: hand it to the button that reopens it.
    toggle.current?.focus()
  }

  function tabContent(id: DevtoolsTabId) {
    switch (id) {
      case 'events':
        return <EventsTab events={shown.events} dropped={shown.droppedEvents} />
      case 'rpc':
        return <RpcTab requests={shown.requests} dropped={shown.droppedRequests} />
      case 'state':
        return <StateTab state={shown.state} />
      case 'router':
        return <RouterTab router={shown.router} readOnly={readOnly} onPush={capture.pushView} />
      case 'gates':
        return <GatesTab gates={shown.gates} />
      case 'emulator':
        return (
          <EmulatorTab
            emulator={shown.emulator}
            readOnly={readOnly}
            busy={state.emulatorBusy}
            error={state.emulatorError}
            onRefresh={refresh}
            onMine={mine}
          />
        )
    }
  }

  return (
    <div className="dt-root" data-appkit-devtools="">
      <button
        ref={toggle}
        type="button"
        className="dt-toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        style={open ? { bottom: `${drawerHeight + 12}px` } : undefined}
        onClick={() => setOpen(!open)}
      >
        AppKit devtools
      </button>
      {open ? (
        <section
          id={drawerId}
          className="dt-drawer"
          aria-label="AppKit devtools"
          style={{ height: `${drawerHeight}px` }}
          onKeyDown={onDrawerKeyDown}
        >
          <ResizeHandle height={drawerHeight} onResize={setHeight} controls={drawerId} />
          {readOnly ? (
            <div className="dt-banner" role="status" data-testid="devtools-imported-banner">
              <strong>Imported session</strong>
              <span>read-only: this is what was exported, not the live kit.</span>
              <button type="button" onClick={() => capture.closeImported()}>
                Back to live session
              </button>
            </div>
          ) : null}
          <div className="dt-header">
            <TabList baseId={baseId} selected={tab} onSelect={setTab} />
            <Toolbar
              paused={state.paused}
              readOnly={readOnly}
              onPause={(paused) => (paused ? capture.pause() : capture.resume())}
              onClear={() => capture.clear()}
              onExport={() => downloadSession(capture.exportSession())}
              onImport={importFile}
              onClose={() => setOpen(false)}
            />
          </div>
          {importError ? (
            <p className="dt-alert" role="alert">
              {importError}
            </p>
          ) : null}
          {DEVTOOLS_TABS.map(({ id }) => (
            <div
              key={id}
              className="dt-body"
              role="tabpanel"
              id={panelId(baseId, id)}
              aria-labelledby={tabId(baseId, id)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a tabpanel takes focus so a keyboard can scroll it (State and Gates have nothing else focusable)
              tabIndex={0}
              hidden={id !== tab}
            >
              {id === tab ? tabContent(id) : null}
            </div>
          ))}
        </section>
      ) : null}
    </div>
  )
}
