import type { Json } from '../serialize/Json.js'

function field(value: Json | undefined, key: string): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value[key]
    : undefined
}

function family(
  value: Json | undefined,
  isFamily: (namespace: string) => boolean,
): string | undefined {
  if (typeof value !== 'string') return undefined
  const prefix = value.split(':')[0] ?? ''
  return isFamily(prefix) ? prefix : undefined
}

/**
 * The chain family a hook payload names, for the Events namespace filter: its `namespace`, a
 * network's `chainNamespace` (`caipNetwork`, a switch's `to`), or an 'eip155:1' style source;
 * only a family `isFamily` knows (the kit's registered families), so 'wallet:...' is none.
 */
export function namespaceOf(
  payload: Json,
  isFamily: (namespace: string) => boolean,
): string | undefined {
  const first = Array.isArray(payload) ? payload[0] : payload
  const candidates = [
    field(first, 'namespace'),
    field(first, 'chainNamespace'),
    field(field(first, 'caipNetwork'), 'chainNamespace'),
    field(field(first, 'to'), 'chainNamespace'),
    field(field(first, 'connection'), 'namespace'),
    field(first, 'source'),
  ]
  for (const candidate of candidates) {
    const found = family(candidate, isFamily)
    if (found) return found
  }
  return undefined
}
