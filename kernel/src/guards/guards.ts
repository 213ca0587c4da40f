/**
 * Type guards for untrusted data on paths that load before the first click (storage, wallet
 * announcements), where effect's Schema (about 50 KiB gzip) would break the weight budget.
 * Lazily loaded code (HTTP responses) decodes with effect's Schema instead.
 */
export type Guard<A> = (value: unknown) => value is A

/**
 * `guard`, answering false where reading the value throws (a revoked proxy, a proxy whose traps
 * throw, a throwing getter): untrusted input is refused, never thrown past the boundary.
 */
function failClosed<A>(guard: Guard<A>): Guard<A> {
  return (value): value is A => {
    try {
      return guard(value)
    } catch {
      return false
    }
  }
}

export const isString: Guard<string> = (value): value is string => typeof value === 'string'
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean'
export const isFiniteNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value)

export function literal<const L extends readonly (string | number | boolean)[]>(
  ...values: L
): Guard<L[number]> {
  return (value): value is L[number] => (values as readonly unknown[]).includes(value)
}

export function refine<A>(guard: Guard<A>, predicate: (value: A) => boolean): Guard<A> {
  return failClosed((value): value is A => guard(value) && predicate(value))
}

export function arrayOf<A>(item: Guard<A>): Guard<readonly A[]> {
  return failClosed((value): value is readonly A[] => {
    if (!Array.isArray(value)) return false
    // Index by index: `every` skips the holes of a sparse array, which are not items.
    for (let index = 0; index < value.length; index++) if (!item(value[index])) return false
    return true
  })
}

export const isPlainObject: Guard<Record<string, unknown>> = failClosed(
  (value): value is Record<string, unknown> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const proto = Object.getPrototypeOf(value)
    return proto === Object.prototype || proto === null
  },
)

type GuardShape = Record<string, Guard<unknown>>
type Guarded<S extends GuardShape> = {
  readonly [K in keyof S]: S[K] extends Guard<infer A> ? A : never
}

/**
 * An object with the `required` fields and, when present (not undefined), the `optional` ones.
 * Unknown fields are allowed and ignored.
 */
export function struct<R extends GuardShape, O extends GuardShape = Record<never, never>>(
  required: R,
  optional?: O,
): Guard<Guarded<R> & Partial<Guarded<O>>> {
  return failClosed((value): value is Guarded<R> & Partial<Guarded<O>> => {
    if (!isPlainObject(value)) return false
    for (const [key, guard] of Object.entries(required)) if (!guard(value[key])) return false
    for (const [key, guard] of Object.entries(optional ?? {})) {
      if (value[key] !== undefined && !guard(value[key])) return false
    }
    return true
  })
}

/**
 * An object whose keys are among `keys` (or pass `keys` when it is a key guard), all optional,
 * and whose values pass `item`.
 */
export function partialRecord<K extends string, A>(
  keys: readonly K[] | ((key: string) => key is K),
  item: Guard<A>,
): Guard<Partial<Record<K, A>>> {
  const isKey =
    typeof keys === 'function' ? keys : (key: string) => (keys as readonly string[]).includes(key)
  return failClosed(
    (value): value is Partial<Record<K, A>> =>
      isPlainObject(value) &&
      Object.entries(value).every(
        ([key, entry]) => isKey(key) && (entry === undefined || item(entry)),
      ),
  )
}
