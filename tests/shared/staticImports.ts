import { eagerGraph } from './eagerGraph.js'

/**
 * Every package a module loads before its first call: the bare specifiers of the static
 * (non-type) imports of `entry` and of the local modules it statically imports, transitively.
 */
export function staticImports(entry: string): Set<string> {
  return eagerGraph(entry).packages
}
