import { type ChangeEvent, useRef } from 'react'

export interface ToolbarProps {
  paused: boolean
  readOnly: boolean
  onPause: (paused: boolean) => void
  onClear: () => void
  onExport: () => void
  onImport: (file: File) => void
  onClose: () => void
}

/** Pause, clear, export and import the captured session, and close the drawer. */
export function Toolbar(props: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement | null>(null)

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) props.onImport(file)
  }

  return (
    <div className="dt-toolbar">
      <button
        type="button"
        aria-pressed={props.paused}
        disabled={props.readOnly}
        onClick={() => props.onPause(!props.paused)}
      >
        {props.paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" disabled={props.readOnly} onClick={props.onClear}>
        Clear
      </button>
      <button type="button" onClick={props.onExport}>
        Export
      </button>
      <button type="button" onClick={() => fileInput.current?.click()}>
        Import
      </button>
      <input
        ref={fileInput}
        className="dt-file"
        type="file"
        accept="application/json,.json"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="devtools-import-file"
        onChange={onFile}
      />
      <button type="button" aria-label="Close devtools" onClick={props.onClose}>
        Close
      </button>
    </div>
  )
}
