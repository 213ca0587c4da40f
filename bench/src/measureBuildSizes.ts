import type { BuiltApp } from './BuiltApp.js'
import { eagerScripts } from './eagerScripts.js'
import { gzipSize } from './gzipSize.js'
import { staticImportClosure } from './staticImportClosure.js'

export interface BuildSizes {
  /** JS loaded before any click: index.html's scripts and modulepreloads and their static imports. */
  initialGzip: number
  initialRaw: number
  initialFiles: string[]
  /** Every JS chunk of the build. */
  totalGzip: number
  totalRaw: number
  chunkCount: number
  /** Gzip size of each chunk, by file name (each file is compressed on its own, as served). */
  gzipByFile: Record<string, number>
  cssRaw: number
}

/** The size figures of one build; deterministic for a given build. */
export function measureBuildSizes(app: BuiltApp): BuildSizes {
  const gzipByFile: Record<string, number> = {}
  let totalGzip = 0
  let totalRaw = 0
  for (const chunk of app.chunks) {
    const gzip = gzipSize(chunk.code)
    gzipByFile[chunk.fileName] = gzip
    totalGzip += gzip
    totalRaw += Buffer.byteLength(chunk.code)
  }
  const initialFiles = [...staticImportClosure(app.chunks, eagerScripts(app.html))].sort()
  const sizeOf = (fileName: string) =>
    Buffer.byteLength(app.chunks.find((chunk) => chunk.fileName === fileName)?.code ?? '')
  return {
    initialGzip: initialFiles.reduce((sum, file) => sum + (gzipByFile[file] ?? 0), 0),
    initialRaw: initialFiles.reduce((sum, file) => sum + sizeOf(file), 0),
    initialFiles,
    totalGzip,
    totalRaw,
    chunkCount: app.chunks.length,
    gzipByFile,
    cssRaw: Object.entries(app.assets)
      .filter(([name]) => name.endsWith('.css'))
      .reduce((sum, [, size]) => sum + size, 0),
  }
}
