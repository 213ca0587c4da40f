import { RelayParamsError } from './RelayMethod.js'
import { MAX_RELAY_TTL_SECONDS } from './relayDefaults.js'

/** Topics are 32 bytes, hex-encoded (a pairing's random topic or a session key's sha256). */
const TOPIC = /^[0-9a-f]{64}$/i
const MAX_TOPICS_PER_CALL = 1000

export type Params = Readonly<Record<string, unknown>>

/** The params object of `method`; the readers below pick its fields, throwing RelayParamsError. */
export function readParams(params: unknown, method: string): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RelayParamsError(`${method}: params must be an object`)
  }
  return params as Params
}

export function readTopic(params: Params, field = 'topic'): string {
  const value = params[field]
  if (typeof value !== 'string' || !TOPIC.test(value)) {
    throw new RelayParamsError(`${field} must be 64 hexadecimal characters`)
  }
  return value
}

export function readTopics(params: Params, field = 'topics'): string[] {
  const value = params[field]
  if (!Array.isArray(value) || value.length > MAX_TOPICS_PER_CALL) {
    throw new RelayParamsError(`${field} must be an array of at most ${MAX_TOPICS_PER_CALL} topics`)
  }
  return value.map((topic: unknown, index) =>
    readTopic({ [`${field}[${index}]`]: topic }, `${field}[${index}]`),
  )
}

export function readMessage(params: Params, field = 'message'): string {
  const value = params[field]
  if (typeof value !== 'string' || value === '') {
    throw new RelayParamsError(`${field} must be a non-empty string`)
  }
  return value
}

export function readTtl(params: Params, fallback?: number): number {
  const value = params.ttl ?? fallback
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_RELAY_TTL_SECONDS
  ) {
    throw new RelayParamsError(
      `ttl must be a whole number of seconds from 1 to ${MAX_RELAY_TTL_SECONDS}`,
    )
  }
  return value
}

export function readTag(params: Params, fallback: number): number {
  const value = params.tag ?? fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RelayParamsError('tag must be a whole number')
  }
  return value
}

export function readOptionalString(params: Params, field: string): string | undefined {
  const value = params[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw new RelayParamsError(`${field} must be a string`)
  return value
}

export function readArray(params: Params, field: string): readonly unknown[] {
  const value = params[field]
  if (!Array.isArray(value) || value.length > MAX_TOPICS_PER_CALL) {
    throw new RelayParamsError(`${field} must be an array of at most ${MAX_TOPICS_PER_CALL} items`)
  }
  return value
}
