import type { BuiltChunk } from './BuiltApp.js'

/** The chunks `start` names plus every chunk they import statically, transitively. */
export function staticImportClosure(
  chunks: readonly BuiltChunk[],
  start: Iterable<string>,
): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const reached = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const fileName = queue.pop()!
    if (reached.has(fileName)) continue
    const chunk = byName.get(fileName)
    if (!chunk) throw new Error(`staticImportClosure: no chunk named ${fileName}`)
    reached.add(fileName)
    queue.push(...chunk.imports)
  }
  return reached
}
