import { DEVTOOLS_LIMITS } from '../DEVTOOLS_LIMITS.js'
import type { Json } from './Json.js'

export interface SerializeLimits {
  maxDepth: number
  maxKeys: number
  maxItems: number
  maxString: number
  maxNodes: number
}

const ERROR_FIELDS = [
  'message',
  'shortMessage',
  'category',
  'details',
  'code',
  'status',
  'url',
] as const

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return 'unreadable'
  }
}

function typeNameOf(value: object): string | undefined {
  try {
    const proto = Object.getPrototypeOf(value)
    if (proto === null || proto === Object.prototype) return undefined
    const name = (proto as { constructor?: { name?: unknown } }).constructor?.name
    return typeof name === 'string' && name ? name : 'Object'
  } catch {
    return 'Object'
  }
}

/** A DOM node (checked by class, so no property of an arbitrary object is read). */
function isDomNode(value: object): value is Node {
  return typeof Node === 'function' && value instanceof Node
}

/**
 * Turns any hook payload into plain JSON that devtools can keep, show, export and import:
 * cycles read '[Circular]', bigints '123n', functions '[Function name]', Errors their name,
 * message, code and cause; getters are not run ('[Getter]'), so a hostile or side-effecting
 * property cannot fire; depth, keys, items, string length and the total number of values are
 * bounded. Never throws.
 *
 * @example toSerializable({ value: 10n, self: undefined }) // { value: '10n' }
 */
export function toSerializable(value: unknown, limits: SerializeLimits = DEVTOOLS_LIMITS): Json {
  const ancestors = new Set<object>()
  let budget = limits.maxNodes

  const text = (s: string): string =>
    s.length <= limits.maxString
      ? s
      : `${s.slice(0, limits.maxString)}…(${s.length - limits.maxString} more characters)`

  function walkError(error: object, depth: number): Json {
    const source = error as Record<string, unknown>
    const out: Record<string, Json> = {}
    try {
      out.$error = String(source.name ?? typeNameOf(error) ?? 'Error')
    } catch {
      out.$error = 'Error'
    }
    for (const field of ERROR_FIELDS) {
      try {
        const fieldValue = source[field]
        if (fieldValue !== undefined) out[field] = walk(fieldValue, depth + 1)
      } catch (cause) {
        out[field] = `[Thrown: ${describeError(cause)}]`
      }
    }
    try {
      if (source.cause !== undefined) out.cause = walk(source.cause, depth + 1)
    } catch (cause) {
      out.cause = `[Thrown: ${describeError(cause)}]`
    }
    return out
  }

  function walkEntries(entries: Iterable<unknown>, depth: number): Json[] {
    const out: Json[] = []
    let count = 0
    for (const entry of entries) {
      if (budget <= 0) {
        out.push('[Size limit]')
        break
      }
      if (count === limits.maxItems) {
        out.push('[… more items]')
        break
      }
      out.push(walk(entry, depth + 1))
      count++
    }
    return out
  }

  function walkArray(array: readonly unknown[], depth: number): Json[] {
    const length = array.length
    const out: Json[] = []
    for (let index = 0; index < Math.min(length, limits.maxItems); index++) {
      if (budget <= 0) {
        out.push('[Size limit]')
        return out
      }
      out.push(walk(array[index], depth + 1))
    }
    if (length > limits.maxItems) out.push(`[… ${length - limits.maxItems} more items]`)
    return out
  }

  function walkObject(object: object, depth: number): Json {
    const out: Record<string, Json> = {}
    const typeName = typeNameOf(object)
    if (typeName !== undefined) out.$type = typeName
    const descriptors = Object.getOwnPropertyDescriptors(object)
    const keys = Object.keys(descriptors)
    let kept = 0
    for (const key of keys) {
      const descriptor = descriptors[key]!
      if (!descriptor.enumerable) continue
      if (budget <= 0) {
        out['…'] = 'size limit'
        break
      }
      if (kept === limits.maxKeys) {
        out['…'] = `${keys.length - kept} more keys`
        break
      }
      if ('value' in descriptor) {
        if (descriptor.value === undefined) continue
        out[key] = walk(descriptor.value, depth + 1)
      } else {
        out[key] = '[Getter]'
      }
      kept++
    }
    return out
  }

  function walk(current: unknown, depth: number): Json {
    if (budget <= 0) return '[Size limit]'
    budget--
    switch (typeof current) {
      case 'string':
        return text(current)
      case 'number':
        if (Number.isNaN(current) || !Number.isFinite(current)) return String(current)
        return Object.is(current, -0) ? 0 : current
      case 'boolean':
        return current
      case 'bigint':
        return `${current}n`
      case 'undefined':
        return null
      case 'symbol':
        return current.toString()
      case 'function':
        return `[Function ${(current as { name?: string }).name || 'anonymous'}]`
    }
    if (current === null) return null
    const object = current as object
    if (ancestors.has(object)) return '[Circular]'
    if (object === globalThis) return '[Window]'
    if (depth >= limits.maxDepth) return `[Depth limit: ${typeNameOf(object) ?? 'Object'}]`
    ancestors.add(object)
    try {
      if (object instanceof Error) return walkError(object, depth)
      if (object instanceof Date) {
        return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString()
      }
      if (Array.isArray(object)) return walkArray(object, depth)
      if (object instanceof Map) return { $map: walkEntries(object.entries(), depth) }
      if (object instanceof Set) return { $set: walkEntries(object.values(), depth) }
      if (ArrayBuffer.isView(object)) {
        return `[${typeNameOf(object) ?? 'ArrayBufferView'}(${object.byteLength} bytes)]`
      }
      if (object instanceof ArrayBuffer) return `[ArrayBuffer(${object.byteLength} bytes)]`
      if (object instanceof Promise) return '[Promise]'
      if (object instanceof WeakMap || object instanceof WeakSet) {
        return `[${typeNameOf(object) ?? 'Weak collection'}]`
      }
      if (isDomNode(object)) return `[${object.nodeName}]`
      return walkObject(object, depth)
    } catch (error) {
      return `[Unserializable: ${describeError(error)}]`
    } finally {
      ancestors.delete(object)
    }
  }

  try {
    return walk(value, 0)
  } catch (error) {
    return `[Unserializable: ${describeError(error)}]`
  }
}
