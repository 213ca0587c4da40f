import type { DevtoolsSession } from './DevtoolsSession.js'

/** The file name an export is saved under, e.g. appkit-devtools-2025-01-31T10-00-00-000Z.json. */
export function sessionFileName(session: Pick<DevtoolsSession, 'exportedAt'>): string {
  return `appkit-devtools-${session.exportedAt.replace(/[:.]/g, '-')}.json`
}

/** Saves a session as a JSON file through a Blob URL (browser only). */
export function downloadSession(session: DevtoolsSession, doc: Document = document): void {
  const blob = new Blob([JSON.stringify(session, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = sessionFileName(session)
  link.rel = 'noopener'
  link.style.display = 'none'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  // Revoke after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
