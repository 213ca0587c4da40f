import type { IngestedEvent } from './IngestedEvent.js'

/** The most events one POST /e may carry. */
export const MAX_EVENTS_PER_REQUEST = 100

export type ValidatedEvents =
  | { ok: true; events: IngestedEvent[] }
  | { ok: false; field: string; message: string }

type Check = (value: unknown) => boolean

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString: Check = (value) => typeof value === 'string'
const isNonEmptyString: Check = (value) => typeof value === 'string' && value.trim() !== ''
const isTimestamp: Check = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** [field, check, what it must be] for every event; then per props.type. */
const EVENT_FIELDS: readonly [string, Check, string][] = [
  ['eventId', isNonEmptyString, 'a non-empty string'],
  ['url', isString, 'a string'],
  ['domain', isString, 'a string'],
  ['timestamp', isTimestamp, 'an integer number of milliseconds, 0 or more'],
  ['props', isRecord, 'an object'],
]
const PROPS_FIELDS: readonly [string, Check, string][] = [
  ['type', (value) => value === 'track' || value === 'error', "'track' or 'error'"],
  ['event', isNonEmptyString, 'a non-empty string'],
  ['address', (value) => value === undefined || isString(value), 'a string when present'],
]
const TRACK_FIELDS: readonly [string, Check, string][] = [
  ['properties', (value) => value === undefined || isRecord(value), 'an object when present'],
]
const ERROR_FIELDS: readonly [string, Check, string][] = [
  ['errorType', isString, 'a string'],
  ['errorMessage', isString, 'a string'],
  ['stackTrace', isString, 'a string'],
]

/**
 * Checks a POST /e body: one event, or an array of 1 to 100 events. The first problem is named
 * by its path, e.g. 'props.event' for one event or '[2].props.event' in an array.
 */
export function validateAnalyticsEvents(input: unknown): ValidatedEvents {
  const isBatch = Array.isArray(input)
  const items: unknown[] = isBatch ? input : [input]
  if (isBatch && (items.length === 0 || items.length > MAX_EVENTS_PER_REQUEST)) {
    return {
      ok: false,
      field: 'body',
      message: `An array of events must hold 1 to ${MAX_EVENTS_PER_REQUEST} events`,
    }
  }
  const events: IngestedEvent[] = []
  for (const [index, item] of items.entries()) {
    const prefix = isBatch ? `[${index}]` : ''
    if (!isRecord(item)) {
      return invalid(isBatch ? prefix : 'body', 'an event object')
    }
    const problem = firstProblem(item, EVENT_FIELDS, prefix)
    if (problem) return problem
    const props = item.props as Record<string, unknown>
    const propsPath = path(prefix, 'props')
    const propsProblem =
      firstProblem(props, PROPS_FIELDS, propsPath) ??
      firstProblem(props, props.type === 'track' ? TRACK_FIELDS : ERROR_FIELDS, propsPath)
    if (propsProblem) return propsProblem
    events.push(item as unknown as IngestedEvent)
  }
  return { ok: true, events }
}

function firstProblem(
  record: Record<string, unknown>,
  fields: readonly [string, Check, string][],
  prefix: string,
): ValidatedEvents | undefined {
  for (const [name, check, expected] of fields) {
    if (!check(record[name])) return invalid(path(prefix, name), expected)
  }
  return undefined
}

function path(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`
}

function invalid(field: string, expected: string): ValidatedEvents {
  return { ok: false, field, message: `'${field}' must be ${expected}` }
}
