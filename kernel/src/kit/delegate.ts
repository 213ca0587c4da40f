type Method = (...args: unknown[]) => unknown

/**
 * The named methods of `target`, each calling through to it: a narrow view that leaves the rest
 * of the object out of reach (and out of a plugin's `Object.keys`).
 *
 * @example const navigation = delegate(router, ['push', 'goBack'])
 */
export function delegate<T, const K extends keyof T>(target: T, names: readonly K[]): Pick<T, K> {
  const view: Partial<Record<K, Method>> = {}
  for (const name of names) {
    view[name] = (...args: unknown[]) => Reflect.apply(target[name] as Method, target, args)
  }
  return view as Pick<T, K>
}
