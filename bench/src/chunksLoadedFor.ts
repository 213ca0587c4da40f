import type { BuiltApp } from './BuiltApp.js'
import { staticImportClosure } from './staticImportClosure.js'

export interface LoadedChunks {
  files: Set<string>
  /** Modules of the list that no chunk of the build contains. */
  missing: string[]
}

/**
 * The chunks a page has fetched once it has run the given modules: the chunk holding each
 * module and everything those chunks import statically. `modules` are path suffixes
 * (e.g. 'ui/dist/modal/Modal.js').
 */
export function chunksLoadedFor(app: BuiltApp, modules: readonly string[]): LoadedChunks {
  const start: string[] = []
  const missing: string[] = []
  for (const suffix of modules) {
    const chunk = app.chunks.find((candidate) =>
      candidate.modules.some((module) => module.id.endsWith(`/${suffix}`)),
    )
    if (chunk) start.push(chunk.fileName)
    else missing.push(suffix)
  }
  return { files: staticImportClosure(app.chunks, start), missing }
}
