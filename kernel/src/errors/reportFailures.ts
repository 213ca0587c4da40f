import type { ReportError, ReportErrorOptions } from './ReportErrorOptions.js'

/**
 * Spec §8 'All controller errors are wrapped as an SDK error with a category, reported, and
 * rethrown', in one place per layer: returns a view of `target` (a controller or an API client)
 * whose methods report what they throw or reject with through `report` (with the flow and its
 * category), then rethrow it unchanged. Other members (a store) are passed through; a wrapped
 * method keeps its identity across reads. A frozen target's methods cannot be wrapped by a
 * Proxy: pass a plain object.
 *
 * @example
 * const client = reportFailures(createSwapsClient(api), ctx.reportError, { flow: 'swaps', category: 'API_ERROR' })
 */
export function reportFailures<T extends object>(
  target: T,
  report: ReportError,
  options: ReportErrorOptions,
): T {
  const wrapped = new Map<PropertyKey, unknown>()
  const fail = (error: unknown): never => {
    report(error, options)
    throw error
  }
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver)
      if (typeof value !== 'function' || isFrozenMember(object, key)) return value
      const known = wrapped.get(key)
      if (known) return known
      const method = function (this: unknown, ...args: unknown[]) {
        let result: unknown
        try {
          result = Reflect.apply(value, this === receiver ? object : this, args)
        } catch (error) {
          return fail(error)
        }
        return result instanceof Promise ? result.catch(fail) : result
      }
      wrapped.set(key, method)
      return method
    },
  })
}

/** A Proxy must return a frozen member as it is (its invariant); such a method is not wrapped. */
function isFrozenMember(object: object, key: PropertyKey): boolean {
  const descriptor = Reflect.getOwnPropertyDescriptor(object, key)
  return descriptor?.configurable === false && descriptor.writable === false
}
