/**
 * Which of a package's modules its `sideEffects` field declares free of import-time effects:
 * all of them for `false`, none for `true` or no field, and for a list of globs the modules
 * it does not match (globs as bundlers read them: `*` within a folder, `**` across folders,
 * a pattern without a slash matches a file name in any folder).
 *
 * @param modules paths relative to the package folder, e.g. `dist/index.js`
 */
export function modulesDeclaredPure(sideEffects: unknown, modules: readonly string[]): string[] {
  if (sideEffects === false) return [...modules]
  if (!Array.isArray(sideEffects)) return []
  const patterns = sideEffects.map(globToRegExp)
  return modules.filter((module) => !patterns.some((pattern) => pattern.test(module)))
}

function globToRegExp(glob: string): RegExp {
  const path = glob.replace(/^\.\//, '')
  const body = path
    .split(/(\*\*\/?|\*)/)
    .map((part) => {
      if (part === '**/' || part === '**') return '(?:.*/)?'
      if (part === '*') return '[^/]*'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(path.includes('/') ? `^${body}$` : `(?:^|/)${body}$`)
}
