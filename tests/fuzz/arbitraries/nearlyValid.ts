import fc from 'fast-check'
import { anyInput } from './anyInput.js'

/** A valid response with one field anywhere replaced by anything. */
export function nearlyValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), anyInput()).map(([response, at, replacement]) => {
    const paths: (string | number)[][] = []
    const walk = (value: unknown, path: (string | number)[]) => {
      paths.push(path)
      if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key])
      }
    }
    walk(response, [])
    const path = paths[at % paths.length]!
    if (path.length === 0) return replacement
    const copy = structuredClone(response) as Record<string | number, unknown>
    let parent: Record<string | number, unknown> = copy
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
    parent[path[path.length - 1]!] = replacement
    return copy
  })
}
